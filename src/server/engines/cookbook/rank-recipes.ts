import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { adaptToNeeds } from './adapt-to-needs.ts';
import type { Cookbook } from './cookbook.ts';
import { placesFor } from './fill-formula.ts';
import type { Formula } from './formula.ts';
import { LargestWorths } from './largest-worths.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { formulas } from './formulas.ts';
import { isAllowed } from './is-allowed.ts';
import type { Pantry } from '../../kitchen/pantry.ts';
import {
  leastToBuy,
  leastToBuyFor,
  mostBeyondWorth,
  weighRecipe,
  worthOfTheirs,
  type Weighing,
} from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/**
 * Room for one ranking at a time, made once per cookbook: a request touches a few hundred
 * recipes, and arrays of that length made anew for each were a large part of its garbage.
 */
interface RankingRoom {
  /** Each cookbook recipe's worth being added up, all zero between requests. */
  readonly worths: Float64Array;
  /** How many of the visitor's ingredients each cookbook recipe can take, the same way. */
  readonly usable: Int32Array;
  /** The lines of each cookbook recipe the visitor's ingredients can fill, as bits, the same way. */
  readonly fillable: Int32Array;
  /** The same, for each touched recipe in the order first touched. */
  readonly fillableTouched: Int32Array;
  /** The cookbook recipes touched, in the order first touched. */
  readonly touched: Int32Array;
  /** The most each candidate could score: the touched recipes, then the formulas with a chance. */
  readonly bests: Float64Array;
  /** The candidates' heap (see `bestFirst`). */
  readonly heap: Int32Array;
}

const roomsByCookbook = new WeakMap<Cookbook, RankingRoom>();

/** Where a formula's best possible score is added up; one for every ranking, as the room is. */
const largestWorths = new LargestWorths();

function roomFor(cookbook: Cookbook): RankingRoom {
  let room = roomsByCookbook.get(cookbook);
  if (!room) {
    const candidates = cookbook.recipes.length + formulas.length;
    room = {
      worths: new Float64Array(cookbook.recipes.length),
      usable: new Int32Array(cookbook.recipes.length),
      fillable: new Int32Array(cookbook.recipes.length),
      fillableTouched: new Int32Array(cookbook.recipes.length),
      touched: new Int32Array(cookbook.recipes.length),
      bests: new Float64Array(candidates),
      heap: new Int32Array(candidates),
    };
    roomsByCookbook.set(cookbook, room);
  }
  return room;
}

/** For each ingredient, the places in `formulas` of those with a base or a place for it. */
const formulasTakingByCookbook = new WeakMap<Cookbook, WeakMap<Ingredient, readonly number[]>>();

function formulasTaking(cookbook: Cookbook, ingredient: Ingredient): readonly number[] {
  let byIngredient = formulasTakingByCookbook.get(cookbook);
  if (!byIngredient) {
    byIngredient = new WeakMap();
    formulasTakingByCookbook.set(cookbook, byIngredient);
  }
  let numbers = byIngredient.get(ingredient);
  if (!numbers) {
    numbers = formulas.flatMap((formula, number) =>
      cookbook.formulas.takes(formula, ingredient) ? [number] : [],
    );
    byIngredient.set(ingredient, numbers);
  }
  return numbers;
}

/**
 * The places in the first `count` of `bests` from the highest to the lowest, equals in their
 * order in `bests`, as a stable sort gives them, each found when asked for: a heap, since few
 * are asked for. `heap` is room for it.
 */
function bestFirst(bests: Float64Array, count: number, heap: Int32Array): { next(): number } {
  let size = count;
  for (let place = 0; place < size; place++) heap[place] = place;
  const at = (place: number) => heap[place] ?? 0;
  const before = (a: number, b: number) =>
    (bests[a] ?? 0) > (bests[b] ?? 0) || (bests[a] === bests[b] && a < b);
  const sink = (from: number) => {
    let place = from;
    for (;;) {
      const left = 2 * place + 1;
      let first = place;
      if (left < size && before(at(left), at(first))) first = left;
      if (left + 1 < size && before(at(left + 1), at(first))) first = left + 1;
      if (first === place) return;
      const moved = at(place);
      heap[place] = at(first);
      heap[first] = moved;
      place = first;
    }
  };
  for (let place = (size >> 1) - 1; place >= 0; place--) sink(place);
  return {
    next() {
      if (size === 0) return -1;
      const first = at(0);
      size -= 1;
      heap[0] = at(size);
      sink(0);
      return first;
    },
  };
}

/** As `localeCompare(…, 'en')`, without finding the locale's collator at each call. */
const byTitle = new Intl.Collator('en').compare;

const byScore = (a: Weighing, b: Weighing) =>
  b.score - a.score || byTitle(a.recipe.title, b.recipe.title);

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
  // ingredient of theirs it can take, a formula taking every one it has a place for. Candidate
  // `number` is the cookbook recipe `touched[number]`, or past those, the formula `chances[…]`.
  const { worths, usable, fillable, fillableTouched, touched, bests, heap } = roomFor(cookbook);
  let touchedCount = 0;
  for (const { item, worth } of theirs) {
    const using = cookbook.recipesUsing.get(item.ingredient.id);
    if (!using) continue;
    for (let at = 0; at < using.numbers.length; at++) {
      const number = using.numbers[at] ?? 0;
      if (usable[number] === 0) touched[touchedCount++] = number;
      worths[number] = (worths[number] ?? 0) + worth;
      usable[number] = (usable[number] ?? 0) + 1;
      fillable[number] = (fillable[number] ?? 0) | (using.lines[at] ?? 0);
    }
  }
  for (let at = 0; at < touchedCount; at++) {
    const number = touched[at] ?? 0;
    bests[at] = (worths[number] ?? 0) + mostBeyondWorth(usable[number] ?? 0, theirs.length, true);
    fillableTouched[at] = fillable[number] ?? 0;
    worths[number] = 0;
    usable[number] = 0;
    fillable[number] = 0;
  }
  const formulaWorths = new Array<number>(formulas.length).fill(0);
  const formulaUsable = new Array<number>(formulas.length).fill(0);
  for (const { item, worth } of theirs) {
    for (const number of formulasTaking(cookbook, item.ingredient)) {
      formulaWorths[number] = (formulaWorths[number] ?? 0) + worth;
      formulaUsable[number] = (formulaUsable[number] ?? 0) + 1;
    }
  }
  let candidateCount = touchedCount;
  const chances: Formula[] = [];
  for (const [number, formula] of formulas.entries()) {
    const takes = formulaUsable[number] ?? 0;
    if (takes > 0) {
      bests[candidateCount++] =
        (formulaWorths[number] ?? 0) + mostBeyondWorth(takes, theirs.length, false);
      chances.push(formula);
    }
  }
  /**
   * The most a formula's recipes could score, tighter than its best above: each of its lines
   * takes one item of theirs, a base's one of those that can fill a base, a slot's as many as
   * it holds.
   */
  const mostOf = (formula: Formula) => {
    const worths = largestWorths.startFor(formula);
    let takes = 0;
    for (const { item, worth } of theirs) {
      const fillsABase = cookbook.formulas.fillsABase(formula, item.ingredient);
      if (fillsABase) worths.offerToBases(worth);
      const places = placesFor(formula, item.ingredient);
      if (fillsABase || places.length > 0) takes += 1;
      // One place a slot: the slots' keys are the formula's own.
      for (const [key] of places) worths.offerToSlot(key, worth);
    }
    return worths.sum() + mostBeyondWorth(Math.min(takes, worths.lines), theirs.length, false);
  };
  /**
   * Whether no recipe of the formula can reach `threshold`: by what its lines could take, then
   * less what its bases must buy when none of theirs fills them (a soup may drop a base it finds
   * unneeded, and a stand-in for their needs may change one).
   */
  const outOfReach = (formula: Formula, threshold: number) => {
    const most = mostOf(formula);
    if (threshold > most) return true;
    if (formula.unneeded || needs.length > 0) return false;
    return (
      threshold > most - leastToBuyFor(cookbook.formulas.baseLinesFor(formula, pantry), pantry)
    );
  };
  // A formula around the pantry as typed, and again led by each of the next two proteins it
  // left out: the tofu stir-fry as well as the bacon one.
  const weighFormula = (formula: Formula) => {
    const recipe = cookbook.formulas.fill(formula, pantry);
    weigh(recipe);
    let leads = 0;
    for (const lead of proteins) {
      if (leads === 2) break;
      if (placesFor(formula, lead.ingredient).length === 0) continue;
      if (recipe?.lines.some((line) => line.ingredient === lead.ingredient)) continue;
      leads += 1;
      weigh(cookbook.formulas.fill(formula, pantry, lead));
    }
  };

  const fits = fitsFor(pantry);
  // The first `enough` good fits so far, one per title, best first.
  const top: Weighing[] = [];
  const keep = (weighing: Weighing) => {
    if (!fits(weighing)) return;
    const title = weighing.recipe.title;
    const kept = top.findIndex((one) => one.recipe.title === title);
    if (kept >= 0) {
      if (byScore(top[kept] ?? weighing, weighing) <= 0) return;
      top.splice(kept, 1);
    }
    // After every one it does not beat, as a stable sort would put it.
    let at = 0;
    while (at < top.length && byScore(top[at] ?? weighing, weighing) <= 0) at += 1;
    top.splice(at, 0, weighing);
    if (top.length > enough) top.length = enough;
  };
  // Best first, in the order they were found among equals, taken one at a time: most requests
  // stop after a few dozen of hundreds.
  const queue = bestFirst(bests, candidateCount, heap);
  for (let candidate = queue.next(); candidate >= 0; candidate = queue.next()) {
    // The `enough`-th good fit already beats anything still to weigh.
    const threshold = top.length >= enough ? top[enough - 1]?.score : undefined;
    if (threshold !== undefined && threshold > (bests[candidate] ?? 0)) break;
    const before = weighed.length;
    const formula = candidate >= touchedCount ? chances[candidate - touchedCount] : undefined;
    const recipe = formula ? undefined : cookbook.recipes[touched[candidate] ?? -1];
    // Skipped, not put later: the order in which recipes are weighed decides between equals.
    if (formula && threshold !== undefined && outOfReach(formula, threshold)) continue;
    // What must be bought for the lines none of theirs can fill keeps it out (with needs, a
    // stand-in may change the lines).
    if (
      recipe &&
      threshold !== undefined &&
      needs.length === 0 &&
      threshold >
        (bests[candidate] ?? 0) -
          leastToBuy(cookbook.kitchen, recipe, fillableTouched[candidate] ?? 0)
    )
      continue;
    if (formula) weighFormula(formula);
    else weigh(recipe);
    if (Number.isFinite(enough)) for (const weighing of weighed.slice(before)) keep(weighing);
  }
  return inOrder(weighed, pantry);
}
