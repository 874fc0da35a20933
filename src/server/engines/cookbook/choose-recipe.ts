import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { adaptToNeeds } from './adapt-to-needs.ts';
import type { Cookbook } from './cookbook.ts';
import { isAllowed } from './is-allowed.ts';
import { rankRecipes } from './rank-recipes.ts';
import type { KnownItem, Pantry } from '../../kitchen/pantry.ts';
import { fillsOf, planFor, weighRecipe, type RecipePlan, type Weighing } from './weigh-recipe.ts';

export type { RecipePlan } from './weigh-recipe.ts';

/**
 * How many answers past this one the intro looks at before sending the visitor to 'Get another
 * recipe' for an item it leaves out: as many as they would reasonably click through.
 */
const answersAhead = 3;

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
  // The next few answers are ranked with this one, so the intro knows what they use.
  let ranked = rankRecipes(cookbook, pantry, attempt + 1 + answersAhead, needs);
  // A short list: the whole ranking, to wrap round it.
  if (ranked.length <= attempt)
    ranked = rankRecipes(cookbook, pantry, Number.POSITIVE_INFINITY, needs);
  if (ranked.length > 0) return withUnusedAhead(ranked, attempt, pantry);
  // Nothing the visitor typed is in any recipe: the simplest ones, in turn.
  const fallback = cookbook.simplestRecipes
    .map((recipe) => weighRecipe(adaptToNeeds(cookbook.kitchen, recipe, needs), pantry))
    .filter((weighing) => isAllowed(weighing, pantry, needs));
  if (fallback.length === 0) throw new Error('The cookbook has no recipe for these needs');
  return withUnusedAhead(fallback, attempt, pantry);
}

/**
 * The `attempt`-th of the answers, going round them, knowing which of the items it leaves out
 * one of the next few answers uses: the intro sends the visitor to 'Get another recipe' only for
 * a dish they will reach, not for sausage buns forty answers on.
 */
function withUnusedAhead(
  answers: readonly Weighing[],
  attempt: number,
  pantry: Pantry,
): RecipePlan {
  const place = attempt % answers.length;
  const chosen = answers[place] ?? answers[0];
  if (!chosen) throw new Error('No answers to choose from');
  const plan = planFor(chosen, pantry);
  const usedAhead = new Set<KnownItem | undefined>();
  for (let ahead = 1; ahead <= answersAhead; ahead++) {
    const next = (place + ahead) % answers.length;
    if (next === place) break;
    const answer = answers[next];
    if (answer) for (const item of fillsOf(answer.recipe, pantry)) usedAhead.add(item);
  }
  return { ...plan, unusedElsewhere: plan.unused.filter((item) => usedAhead.has(item)) };
}
