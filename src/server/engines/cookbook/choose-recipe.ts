import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { adaptToNeeds } from './adapt-to-needs.ts';
import type { Cookbook } from './cookbook.ts';
import { formulas } from './formulas.ts';
import { isAllowed } from './is-allowed.ts';
import type { Pantry } from '../../kitchen/pantry.ts';
import { rankRecipes } from './rank-recipes.ts';
import { planFor, weighRecipe, type RecipePlan } from './weigh-recipe.ts';

export type { RecipePlan } from './weigh-recipe.ts';

/**
 * The recipe that best fits the pantry: the `attempt`-th best for 'Get another recipe', and the
 * same one every time for the same list; every one meets the visitor's dietary needs.
 */
export function chooseRecipe(
  cookbook: Cookbook,
  pantry: Pantry,
  attempt = 0,
  needs: readonly DietaryNeed[] = [],
): RecipePlan {
  let ranked = rankRecipes(cookbook, pantry, attempt + 1, needs);
  // A short list: the whole ranking, to wrap round it.
  if (ranked.length <= attempt)
    ranked = rankRecipes(cookbook, pantry, Number.POSITIVE_INFINITY, needs);
  const chosen = ranked[attempt % Math.max(ranked.length, 1)];
  if (chosen) return withUnusedElsewhere(cookbook, planFor(chosen, pantry));
  // Nothing the visitor typed is in any recipe: the simplest ones, in turn.
  const fallback = cookbook.simplestRecipes
    .map((recipe) => weighRecipe(adaptToNeeds(cookbook.kitchen, recipe, needs), pantry))
    .filter((weighing) => isAllowed(weighing, pantry, needs));
  const simplest = fallback[attempt % Math.max(fallback.length, 1)];
  if (!simplest) throw new Error('The cookbook has no recipe for these needs');
  return withUnusedElsewhere(cookbook, planFor(simplest, pantry));
}

/**
 * The plan, knowing which of the items it leaves out another recipe or formula could take: no
 * dish takes jelly beans, so the intro sends no one to 'Get another recipe' for them.
 */
function withUnusedElsewhere(cookbook: Cookbook, plan: RecipePlan): RecipePlan {
  const unusedElsewhere = plan.unused.filter(
    ({ ingredient }) =>
      cookbook.recipeNumbersUsing.has(ingredient.id) ||
      formulas.some((formula) => cookbook.formulas.takes(formula, ingredient)),
  );
  return { ...plan, unusedElsewhere };
}
