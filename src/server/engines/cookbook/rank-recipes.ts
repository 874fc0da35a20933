import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { adaptToNeeds } from './adapt-to-needs.ts';
import type { Cookbook } from './cookbook.ts';
import { placesFor } from './fill-formula.ts';
import type { Formula } from './formula.ts';
import { formulas } from './formulas.ts';
import { isAllowed } from './is-allowed.ts';
import type { Pantry } from '../../kitchen/pantry.ts';
import { mostBeyondWorth, weighRecipe, worthOfTheirs, type Weighing } from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/** A cookbook recipe or a formula still to weigh, with the most it could score. */
interface Candidate {
  readonly best: number;
  readonly recipe?: WrittenRecipe;
  readonly formula?: Formula;
}

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
  cookbook: Cookbook,
  pantry: Pantry,
  enough = Number.POSITIVE_INFINITY,
  needs: readonly DietaryNeed[] = [],
): Weighing[] {
  const weighed: Weighing[] = [];
  const weigh = (recipe: WrittenRecipe | undefined) => {
    if (!recipe) return;
    const weighing = weighRecipe(adaptToNeeds(cookbook.kitchen, recipe, needs), pantry);
    if (isAllowed(weighing, pantry, needs)) weighed.push(weighing);
  };
  const theirs = worthOfTheirs(pantry);
  const proteins = [...pantry.known.values()].filter((item) => item.ingredient.role === 'protein');

  // What is left to weigh, each with the most it could score: a cookbook recipe using every
  // ingredient of theirs it can take, a formula taking every one it has a place for.
  const candidates: Candidate[] = [];
  const worths = new Float64Array(cookbook.recipes.length);
  const touched: number[] = [];
  for (const { item, worth } of theirs) {
    for (const number of cookbook.recipeNumbersUsing.get(item.ingredient.id) ?? []) {
      if (worths[number] === 0) touched.push(number);
      worths[number] = (worths[number] ?? 0) + worth;
    }
  }
  for (const number of touched) {
    candidates.push({
      best: (worths[number] ?? 0) + mostBeyondWorth,
      recipe: cookbook.recipes[number],
    });
  }
  for (const formula of formulas) {
    let best = mostBeyondWorth;
    for (const { item, worth } of theirs)
      if (cookbook.formulas.takes(formula, item.ingredient)) best += worth;
    if (best > mostBeyondWorth) candidates.push({ best, formula });
  }
  candidates.sort((a, b) => b.best - a.best);
  // A formula around the pantry as typed, and again led by each of the next two proteins it
  // left out: the tofu stir-fry as well as the bacon one.
  const weighFormula = (formula: Formula) => {
    const recipe = cookbook.formulas.fill(formula, pantry);
    weigh(recipe);
    const leads = proteins
      .filter((lead) => placesFor(formula, lead.ingredient).length > 0)
      .filter((lead) => !recipe?.lines.some((line) => line.ingredient === lead.ingredient))
      .slice(0, 2);
    for (const lead of leads) weigh(cookbook.formulas.fill(formula, pantry, lead));
  };

  const fits = fitsFor(pantry);
  // The first `enough` good fits so far, one per title, best first.
  let top: Weighing[] = [];
  const keep = (weighing: Weighing) => {
    if (!fits(weighing)) return;
    const title = weighing.recipe.title;
    const kept = top.find((one) => one.recipe.title === title);
    if (kept && byScore(kept, weighing) <= 0) return;
    top = [...top.filter((one) => one !== kept), weighing].sort(byScore).slice(0, enough);
  };
  for (const candidate of candidates) {
    // The `enough`-th good fit already beats anything still to weigh.
    const threshold = top.length >= enough ? top[enough - 1]?.score : undefined;
    if (threshold !== undefined && threshold > candidate.best) break;
    const before = weighed.length;
    if (candidate.formula) weighFormula(candidate.formula);
    else weigh(candidate.recipe);
    if (Number.isFinite(enough)) weighed.slice(before).forEach(keep);
  }
  return inOrder(weighed, pantry);
}
