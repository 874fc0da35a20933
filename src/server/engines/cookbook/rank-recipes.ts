import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { cookbookRecipes, recipeNumbersUsing } from './cookbook-index.ts';
import { fillFormula, placesFor } from './fill-formula.ts';
import { formulas } from './formulas.ts';
import { isAllowed } from './is-allowed.ts';
import type { Pantry } from './pantry.ts';
import { mostBeyondWorth, weighRecipe, worthOfTheirs, type Weighing } from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';

const byScore = (a: Weighing, b: Weighing) =>
  b.score - a.score || a.recipe.title.localeCompare(b.recipe.title, 'en');

/**
 * A good fit uses one of the visitor's proteins when they have any, else at least two of their
 * ingredients (one when that is all they have), and sends them out for no main while theirs waits.
 */
function fitsFor(pantry: Pantry) {
  const theirs = [...pantry.known.values()].filter((item) => !item.ingredient.staple);
  const hasProtein = theirs.some((item) => item.ingredient.role === 'protein');
  return (weighing: Weighing) =>
    !weighing.buysAMainInstead &&
    (hasProtein
      ? weighing.usesTheirProtein
      : theirs.length > 0 && weighing.usesOfTheirs >= Math.min(2, theirs.length));
}

/** Good fits first, by score; then the rest; last, those that buy a main while theirs waits. */
function inOrder(weighings: readonly Weighing[], pantry: Pantry): Weighing[] {
  const titles = new Set<string>();
  const ranked = [...weighings]
    .sort(byScore)
    .filter((weighing) => !titles.has(weighing.recipe.title) && titles.add(weighing.recipe.title));
  const fits = fitsFor(pantry);
  return [
    ...ranked.filter(fits),
    ...ranked.filter((weighing) => !fits(weighing) && !weighing.buysAMainInstead),
    ...ranked.filter((weighing) => weighing.buysAMainInstead),
  ];
}

/**
 * The recipes that fit the pantry in the order 'Get another recipe' walks, or, with `enough`,
 * at least the first `enough` of that order, exactly as the whole order has them. Cookbook
 * recipes are weighed best-possible first, and weighing stops once no recipe left could rank
 * among the first `enough`: a request weighs dozens of recipes, not hundreds.
 */
export function rankRecipes(
  pantry: Pantry,
  enough = Number.POSITIVE_INFINITY,
  needs: readonly DietaryNeed[] = [],
): Weighing[] {
  const weighed: Weighing[] = [];
  const weigh = (recipe: WrittenRecipe) => {
    const weighing = weighRecipe(recipe, pantry);
    if (isAllowed(weighing, pantry, needs)) weighed.push(weighing);
  };
  // Each formula around the pantry as typed, and again led by each protein it left out.
  const proteins = [...pantry.known.values()].filter((item) => item.ingredient.role === 'protein');
  for (const formula of formulas) {
    const recipe = fillFormula(formula, pantry);
    if (recipe) weigh(recipe);
    for (const lead of proteins) {
      if (placesFor(formula, lead.ingredient).length === 0) continue;
      if (recipe?.lines.some((line) => line.ingredient === lead.ingredient)) continue;
      const led = fillFormula(formula, pantry, lead);
      if (led) weigh(led);
    }
  }

  // The most each cookbook recipe could score: the worth of every ingredient of theirs it takes.
  const worths = new Float64Array(cookbookRecipes.length);
  const touched: number[] = [];
  for (const [id, worth] of worthOfTheirs(pantry)) {
    for (const number of recipeNumbersUsing.get(id) ?? []) {
      if (worths[number] === 0) touched.push(number);
      worths[number] = (worths[number] ?? 0) + worth;
    }
  }
  const candidates = touched
    .sort((a, b) => (worths[b] ?? 0) - (worths[a] ?? 0))
    .map((number) => ({
      recipe: cookbookRecipes[number],
      best: (worths[number] ?? 0) + mostBeyondWorth,
    }));

  const fits = fitsFor(pantry);
  // The first `enough` good fits so far, one per title, best first.
  let top: Weighing[] = [];
  const keep = (weighing: Weighing) => {
    if (!fits(weighing) || !Number.isFinite(enough)) return;
    const title = weighing.recipe.title;
    const kept = top.find((one) => one.recipe.title === title);
    if (kept && byScore(kept, weighing) <= 0) return;
    top = [...top.filter((one) => one !== kept), weighing].sort(byScore).slice(0, enough);
  };
  weighed.forEach(keep);
  for (const candidate of candidates) {
    // The `enough`-th good fit already beats anything still to weigh.
    const threshold = top.length >= enough ? top[enough - 1]?.score : undefined;
    if (threshold !== undefined && threshold > candidate.best) break;
    if (!candidate.recipe) continue;
    const before = weighed.length;
    weigh(candidate.recipe);
    const weighing = weighed[before];
    if (weighing) keep(weighing);
  }
  return inOrder(weighed, pantry);
}
