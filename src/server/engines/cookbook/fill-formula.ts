import type { Cooking, Dish, Formula, FormulaBase, FormulaSlot } from './formula.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';
import { portionLine } from '../../kitchen/portion-line.ts';
import { readAmount } from '../../checks/read-amount.ts';
import { lineAsShown } from '../../../shared/quantities/line-as-shown.ts';
import type { LineFillers } from './line-fillers.ts';
import { listInWords, namesOf } from './list-in-words.ts';
import { namedForLine } from './named-for-line.ts';
import type { KnownItem, Pantry } from '../../kitchen/pantry.ts';
import { calledAsTyped } from './called-as-typed.ts';
import { scaledToTyped } from './scale-to-typed.ts';
import type { RecipeLine, WrittenRecipe } from './written-recipe.ts';

const cookingOf = (ingredient: Ingredient): Cooking => ingredient.cooking ?? 'unset';

/** Whether the slot can take the ingredient and the dish can cook it properly. */
export function slotTakes(slot: FormulaSlot, taste: Formula['taste'], ingredient: Ingredient) {
  const clashes = taste === 'savory' ? ingredient.taste === 'sweet' : ingredient.taste === 'savory';
  return (
    slot.roles.includes(ingredient.role) &&
    (!slot.tags || slot.tags.some((tag) => ingredient.tags.includes(tag))) &&
    !slot.notTags?.some((tag) => ingredient.tags.includes(tag)) &&
    (!slot.cooking || slot.cooking.includes(cookingOf(ingredient))) &&
    (!slot.diets || slot.diets.includes(ingredient.diet)) &&
    (!slot.tastes || slot.tastes.includes(ingredient.taste)) &&
    (!slot.when || slot.when(ingredient)) &&
    (!clashes || slot.acceptsSweet === true) &&
    (!ingredient.servedAsIs || slot.asItComes === true)
  );
}

/** A base's line for each ingredient it was written with; the same every request. */
const baseLines = new WeakMap<FormulaBase, WeakMap<Ingredient, RecipeLine>>();
const optionalBaseLines = new WeakMap<FormulaBase, WeakMap<Ingredient, RecipeLine>>();

function writeBaseLine(
  lineFillers: LineFillers,
  base: FormulaBase,
  ingredient: Ingredient,
  optional: boolean,
  serves: number,
): RecipeLine {
  const text =
    typeof base.line === 'function'
      ? base.line(ingredient)
      : ingredient.id === base.anyOf[0] && base.line
        ? base.line
        : portionFor(serves, portionLine(ingredient));
  return {
    ingredient,
    text,
    optional,
    filledBy: lineFillers(ingredient, text),
  };
}

const isMeatFree = (ingredient: Ingredient) =>
  ingredient.diet === 'vegan' || ingredient.diet === 'vegetarian';

/** A base's meat-free line, in the place of its first choice's; the same every request. */
const meatFreeLines = new WeakMap<RecipeLine, RecipeLine>();

function meatFreeLine(text: string, line: RecipeLine): RecipeLine {
  let meatFree = meatFreeLines.get(line);
  if (!meatFree) {
    // Still the line any stock fills: it only stops offering chicken.
    meatFree = { ...line, text };
    meatFreeLines.set(line, meatFree);
  }
  return meatFree;
}

/** A slot's line for each ingredient it takes; the same every request. */
const slotLines = new WeakMap<FormulaSlot, WeakMap<Ingredient, RecipeLine>>();

/**
 * A portion for two, halved for a dish for one: an omelette takes one pepper and 50 g of cheese,
 * not the two peppers and 100 g a dish for two does.
 */
function portionFor(serves: number, text: string): string {
  if (serves >= 2) return text;
  const amount = readAmount(text);
  let factor = serves / 2;
  // Things counted whole: one tomato for one, not one and a half; half an onion stays half.
  const count = amount && amount.unit === '' && !amount.size ? amount.quantity * factor : 0;
  if (count > 1 && !Number.isInteger(count) && amount) factor = Math.floor(count) / amount.quantity;
  return lineAsShown({ text, amount }, { factor, measures: 'as-written' });
}

function slotLine(slot: FormulaSlot, ingredient: Ingredient, serves: number): RecipeLine {
  let lines = slotLines.get(slot);
  if (!lines) {
    lines = new WeakMap();
    slotLines.set(slot, lines);
  }
  let line = lines.get(ingredient);
  if (!line) {
    const prep = slot.prep?.(ingredient) ?? ingredient.prep;
    const portion = slot.line?.(ingredient) ?? ingredient.portion;
    line = {
      ingredient,
      text: portionFor(serves, prep ? `${portion}, ${prep}` : portion),
      optional: false,
      filledBy: new Set([ingredient.id]),
    };
    lines.set(ingredient, line);
  }
  return line;
}

/** For each formula and ingredient, the formula's places that take it, in order; found once. */
type Place = readonly [key: string, slot: FormulaSlot];
const placesTaking = new WeakMap<Formula, WeakMap<Ingredient, readonly Place[]>>();

export function placesFor(formula: Formula, ingredient: Ingredient): readonly Place[] {
  let byIngredient = placesTaking.get(formula);
  if (!byIngredient) {
    byIngredient = new WeakMap();
    placesTaking.set(formula, byIngredient);
  }
  let places = byIngredient.get(ingredient);
  if (!places) {
    places = Object.entries<FormulaSlot>(formula.slots).filter(([, slot]) =>
      slotTakes(slot, formula.taste, ingredient),
    );
    byIngredient.set(ingredient, places);
  }
  return places;
}

/**
 * Writes the formulas' recipes with one kitchen's ingredients. A recipe is written afresh each
 * time: few choices of ingredients come back (decision 005), and looking one up cost more than
 * writing it.
 */
export function createFormulaFiller(kitchen: Kitchen, lineFillers: LineFillers) {
  /** The ids that can fill each formula's bases: an ingredient named, its kinds, its generics. */
  const baseFillers = new WeakMap<Formula, ReadonlySet<string>>();

  /** Each formula's bases in order, each with its choices as ingredients; found once. */
  const basesOf = new WeakMap<
    Formula,
    readonly { readonly place: string; readonly base: FormulaBase; choices: Ingredient[] }[]
  >();
  const basesFor = (formula: Formula) => {
    let bases = basesOf.get(formula);
    if (!bases) {
      bases = Object.entries<FormulaBase>(formula.base).map(([place, base]) => ({
        place,
        base,
        choices: base.anyOf.map(kitchen.ingredientById),
      }));
      basesOf.set(formula, bases);
    }
    return bases;
  };

  /**
   * The first of `anyOf` the visitor has, as they have it ('chicken stock' for 'stock'); else the
   * first that is always on hand (oil for butter); else the first.
   */
  function baseLine(
    base: FormulaBase,
    choices: readonly Ingredient[],
    pantry: Pantry,
    serves: number,
  ): RecipeLine {
    let theirs: Ingredient | undefined;
    for (const choice of choices) {
      theirs = pantry.find(choice)?.ingredient;
      if (theirs) break;
    }
    const ingredient =
      theirs ?? choices.find((choice) => choice.staple) ?? kitchen.ingredientById(base.anyOf[0]);
    // Optional only to buy: the visitor's own noodles go in, not on the side.
    const optional = (base.optional ?? false) && !theirs;
    const cache = optional ? optionalBaseLines : baseLines;
    let lines = cache.get(base);
    if (!lines) {
      lines = new WeakMap();
      cache.set(base, lines);
    }
    let line = lines.get(ingredient);
    if (!line) {
      line = writeBaseLine(lineFillers, base, ingredient, optional, serves);
      lines.set(ingredient, line);
    }
    return line;
  }

  /** Whether the ingredient can fill one of the formula's bases. */
  const fillsABase = (formula: Formula, ingredient: Ingredient): boolean => {
    let ids = baseFillers.get(formula);
    if (!ids) {
      ids = new Set(
        Object.values<FormulaBase>(formula.base).flatMap((base) =>
          base.anyOf.flatMap((id) => [...lineFillers(kitchen.ingredientById(id), id)]),
        ),
      );
      baseFillers.set(formula, ids);
    }
    return ids.has(ingredient.id);
  };

  /**
   * Whether the dish will hold no meat or fish: none among its other bases, nor any the visitor
   * has that one of its places takes.
   */
  const meatFree = (formula: Formula, pantry: Pantry, lines: readonly RecipeLine[]) =>
    lines.every(({ ingredient }) => isMeatFree(ingredient)) &&
    [...pantry.known.values()].every(
      ({ ingredient }) =>
        ingredient.staple || isMeatFree(ingredient) || placesFor(formula, ingredient).length === 0,
    );

  // The last formula's: ranking bounds a formula by its bases, then fills it once or thrice.
  let lastBaseLines: { formula: Formula; pantry: Pantry; lines: readonly RecipeLine[] } | undefined;

  /** The formula's base lines for the pantry, as its recipes list them, in order. */
  const baseLinesFor = (formula: Formula, pantry: Pantry): readonly RecipeLine[] => {
    if (lastBaseLines?.formula === formula && lastBaseLines.pantry === pantry)
      return lastBaseLines.lines;
    const bases = basesFor(formula);
    const lines = bases.map(({ base, choices }) => baseLine(base, choices, pantry, formula.serves));
    if (bases.some(({ base }) => base.meatFreeLine) && meatFree(formula, pantry, lines)) {
      bases.forEach(({ base }, index) => {
        const line = lines[index];
        if (base.meatFreeLine && line?.ingredient.id === base.anyOf[0])
          lines[index] = meatFreeLine(base.meatFreeLine, line);
      });
    }
    lastBaseLines = { formula, pantry, lines };
    return lines;
  };

  return {
    fillsABase,
    baseLinesFor,

    /** Whether the formula has a base or a place for the ingredient. */
    takes(formula: Formula, ingredient: Ingredient): boolean {
      return fillsABase(formula, ingredient) || placesFor(formula, ingredient).length > 0;
    },

    /**
     * Writes a formula's recipe around the visitor's ingredients, each going to the first place
     * that takes it, in the order they were typed, `lead` first when given (the tofu, not the
     * bacon, in the stir-fry). Nothing comes back when none of them would be worth naming in the
     * title: a 'Frittata' of eggs the visitor does not have is no answer.
     */
    fill(formula: Formula, pantry: Pantry, lead?: KnownItem): WrittenRecipe | undefined {
      const chosen = new Map<string, RecipeLine[]>();
      // A few ids: a list is quicker to look through than a set is to make.
      const taken: string[] = [];
      const lines = baseLinesFor(formula, pantry);
      basesFor(formula).forEach(({ place }, index) => {
        const line = lines[index];
        if (!line) return;
        chosen.set(place, [line]);
        taken.push(line.ingredient.id);
      });
      const place = (item: KnownItem) => {
        const { ingredient } = item;
        if (ingredient.staple || taken.includes(ingredient.id)) return;
        for (const [slotKey, slot] of placesFor(formula, ingredient)) {
          const lines = chosen.get(slotKey);
          if (lines && lines.length >= slot.max) continue;
          const line = slotLine(slot, ingredient, formula.serves);
          const theirs = calledAsTyped(
            scaledToTyped(line, item, formula.serves >= 4 ? 3 : 2),
            item,
          );
          if (lines) lines.push(theirs);
          else chosen.set(slotKey, [theirs]);
          taken.push(ingredient.id);
          return;
        }
      };
      if (lead) place(lead);
      for (const item of pantry.known.values()) if (item !== lead) place(item);
      return writeFormula(kitchen, formula, chosen);
    },
  };
}

export type FormulaFiller = ReturnType<typeof createFormulaFiller>;

/** Each formula's places in order, and its featured ones, found once. */
const layouts = new WeakMap<
  Formula,
  { readonly order: readonly string[]; readonly featured: readonly string[] }
>();

function layoutOf(formula: Formula) {
  let layout = layouts.get(formula);
  if (!layout) {
    const slots = Object.entries<FormulaSlot>(formula.slots);
    layout = {
      order: [...Object.keys(formula.base), ...slots.map(([key]) => key)],
      featured: [
        ...slots.filter(([, slot]) => slot.featured).map(([key]) => key),
        ...Object.entries<FormulaBase>(formula.base)
          .filter(([, base]) => base.featured)
          .map(([key]) => key),
      ],
    };
    layouts.set(formula, layout);
  }
  return layout;
}

/**
 * What a formula's steps ask of the dish written with `chosen`; each ingredient named as its line
 * counts it, so an omelette's '1 bell pepper' is 'the bell pepper' in the steps.
 */
function dishOf(
  kitchen: Kitchen,
  chosen: ReadonlyMap<string, readonly RecipeLine[]>,
): Dish<string> {
  const ingredientsIn = (keys: readonly string[]) => {
    const ingredients: Ingredient[] = [];
    for (const key of keys)
      for (const line of chosen.get(key) ?? []) ingredients.push(namedForLine(kitchen, line));
    return ingredients;
  };
  return {
    has: (...keys) => ingredientsIn(keys).length > 0,
    names: (...keys) => namesOf(ingredientsIn(keys)),
    cooked: (methods, ...keys) =>
      namesOf(ingredientsIn(keys).filter((ingredient) => methods.includes(cookingOf(ingredient)))),
    ingredients: (...keys) => ingredientsIn(keys),
    cookedAs: (methods, ...keys) =>
      ingredientsIn(keys).filter((ingredient) => methods.includes(cookingOf(ingredient))),
    optional: (key) => (chosen.get(key) ?? []).some((line) => line.optional),
  };
}

function writeFormula(
  kitchen: Kitchen,
  formula: Formula,
  chosen: ReadonlyMap<string, readonly RecipeLine[]>,
): WrittenRecipe | undefined {
  const linesIn = (key: string) => chosen.get(key) ?? [];
  const { order, featured } = layoutOf(formula);
  // The featured proteins' titles first, then the others', each once: two at most.
  const titleWords: string[] = [];
  for (const protein of [true, false]) {
    for (const key of featured) {
      const base: FormulaBase | undefined = (formula.base as Record<string, FormulaBase>)[key];
      for (const { ingredient } of linesIn(key)) {
        if ((ingredient.role === 'protein') !== protein) continue;
        if (base?.featured?.(ingredient) === false) continue;
        const title = formula.titleOf?.(ingredient) ?? ingredient.title;
        if (titleWords.length < 2 && !titleWords.includes(title)) titleWords.push(title);
      }
    }
  }
  if (titleWords.length === 0) return undefined;
  if (formula.requires?.some((key) => linesIn(key).length === 0)) return undefined;
  let dish: Dish<string> | undefined;
  const theDish = () => (dish ??= dishOf(kitchen, chosen));
  const unneeded: readonly string[] = formula.unneeded?.(theDish()) ?? [];
  // Staples last, each kind in the formula's order.
  const lines: RecipeLine[] = [];
  const staples: RecipeLine[] = [];
  for (const key of order) {
    if (unneeded.includes(key)) continue;
    for (const line of linesIn(key)) (line.ingredient.staple ? staples : lines).push(line);
  }
  for (const line of staples) lines.push(line);
  // Weighing needs the lines and the title; the dish's time and steps are worked out only for
  // the recipe chosen.
  let steps: readonly string[] | undefined;
  return {
    title: `${listInWords(titleWords)} ${formula.dishFor?.(theDish()) ?? formula.dish}`,
    category: formula.category,
    serves: formula.serves,
    get minutes() {
      return typeof formula.minutes === 'number' ? formula.minutes : formula.minutes(theDish());
    },
    lines,
    get steps() {
      steps ??= formula.steps(theDish()).filter((step): step is string => Boolean(step));
      return steps;
    },
    fromCookbook: false,
  };
}
