import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { cookbook } from './cookbook.ts';
import { fillFormula } from './fill-formula.ts';
import { formulas } from './formulas.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { ingredientById } from '../../kitchen/ingredient-catalog.ts';
import { meetsDietaryNeeds } from './meets-dietary-needs.ts';
import type { KnownItem, Pantry, PantryItem } from './pantry.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/** A recipe weighed against what the visitor has. */
export interface RecipePlan {
  readonly recipe: WrittenRecipe;
  /** The visitor's ingredients it uses, in their order, pantry staples included. */
  readonly used: readonly KnownItem[];
  /** What the visitor would have to get; never a staple, never an optional line. */
  readonly extras: readonly Ingredient[];
  /** Known ingredients of the visitor it does not use. */
  readonly unused: readonly KnownItem[];
  /** What the chef did not recognise. */
  readonly unknown: readonly PantryItem[];
  readonly score: number;
}

const cookbookRecipes: readonly WrittenRecipe[] = cookbook.map((recipe) => ({
  ...recipe,
  lines: recipe.ingredients.map((item) => ({
    ingredient: ingredientById(item.id),
    text: item.line,
    optional: item.optional ?? false,
  })),
  fromCookbook: true,
}));

const isAnimal = (ingredient: Ingredient) => ingredient.diet !== 'vegan';
const isMeatOrFish = (ingredient: Ingredient) =>
  ingredient.diet === 'meat' || ingredient.diet === 'fish';

function weigh(recipe: WrittenRecipe, pantry: Pantry): RecipePlan {
  const filled = new Set<KnownItem>();
  const extras: Ingredient[] = [];
  for (const line of recipe.lines) {
    const item = pantry.find(line.ingredient);
    if (item) filled.add(item);
    else if (!line.optional && !line.ingredient.staple) extras.push(line.ingredient);
  }
  const known = [...pantry.known.values()];
  const used = known.filter((item) => filled.has(item));
  const unused = known.filter((item) => !filled.has(item) && !item.ingredient.staple);
  const usedCount = used.filter((item) => !item.ingredient.staple).length;
  // Every ingredient used is worth more than an extra costs: using four and buying two beats
  // using three and buying none. A cook with only plants is not sent out for cheese or eggs.
  const score =
    3 * usedCount -
    2 * extras.length -
    (pantry.isPlantBased ? 2 * extras.filter(isAnimal).length : 0) +
    (recipe.fromCookbook ? 0.5 : 0);
  return {
    recipe,
    used,
    extras,
    unused,
    unknown: pantry.items.filter((item) => !item.ingredient),
    score,
  };
}

/**
 * The recipe that best fits the pantry: the `attempt`-th best for 'Get another recipe', and the
 * same one every time for the same list. A visitor with no meat or fish is never sent to buy some,
 * and every recipe meets the visitor's dietary needs.
 */
export function chooseRecipe(
  pantry: Pantry,
  attempt = 0,
  needs: readonly DietaryNeed[] = [],
): RecipePlan {
  const candidates = [
    ...cookbookRecipes,
    ...formulas.flatMap((formula) => fillFormula(formula, pantry) ?? []),
  ]
    .filter((recipe) => meetsDietaryNeeds(recipe, needs))
    .map((recipe) => weigh(recipe, pantry))
    .filter((plan) => pantry.hasMeatOrFish || !plan.extras.some(isMeatOrFish))
    .sort((a, b) => b.score - a.score || a.recipe.title.localeCompare(b.recipe.title, 'en'));
  // A good fit uses at least two of the visitor's ingredients (one when that is all we know), and
  // not only their salt and oil; failing that, anything that uses one of them.
  const usesOne = (plan: RecipePlan) => plan.used.some((item) => !item.ingredient.staple);
  const usesEnough = (plan: RecipePlan) =>
    usesOne(plan) && plan.used.length >= Math.min(2, pantry.known.size);
  const choices =
    [usesEnough, usesOne]
      .map((fits) => candidates.filter(fits))
      .find((fitting) => fitting.length > 0) ?? candidates;
  const plan = choices[attempt % choices.length];
  if (!plan) throw new Error('The cookbook has no recipe without meat or fish');
  return plan;
}
