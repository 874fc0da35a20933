import type { DietaryNeed } from '../../shared/dietary-needs.ts';
import type {
  AllergenFinding,
  CheckedLine,
  LineAmount,
  IngredientLineStatus,
  NeedConflict,
  RecipeChecks,
} from '../../shared/recipe-checks.ts';
import type { Allergen } from '../kitchen/allergens.ts';
import type { DietaryNeedRules, LineProduct } from '../kitchen/dietary-needs.ts';
import type { Ingredient } from '../kitchen/ingredient.ts';
import type { Kitchen } from '../kitchen/kitchen.ts';
import { readPantry, type Pantry } from '../kitchen/pantry.ts';
import { findIngredientLines, type IngredientListLine } from './find-ingredient-lines.ts';
import { readAmounts } from './read-amount.ts';
import { readIngredientLine, type IngredientLineReading } from './read-ingredient-line.ts';
import { recipeNutrition } from './recipe-nutrition.ts';

export interface RecipeCheckRequest {
  /** The visitor's ingredients, as typed. */
  readonly ingredients: readonly string[];
  readonly dietaryNeeds?: readonly DietaryNeed[];
}

const noChecks: RecipeChecks = {
  ingredientListFound: false,
  lines: [],
  allergens: [],
  conflicts: [],
  foodSafety: [],
};

const statusRank: Record<IngredientLineStatus, number> = {
  have: 3,
  staple: 2,
  'to-buy': 1,
  unknown: 0,
};

/**
 * A line is had when one of its choices needs nothing the visitor lacks but the staples, a staple
 * when a choice is all staples, and to buy otherwise.
 */
function lineStatus(
  reading: IngredientLineReading,
  text: string,
  pantry: Pantry,
): IngredientLineStatus {
  if (reading.alternatives.length === 0) return pantry.mentionsUnknown(text) ? 'have' : 'unknown';
  const statuses = reading.alternatives.map((products): IngredientLineStatus => {
    const needed = products.filter((product) => !product.ingredient.staple);
    if (needed.length === 0) return 'staple';
    return needed.every((product) => pantry.find(product.ingredient)) ? 'have' : 'to-buy';
  });
  return statuses.reduce((best, status) => (statusRank[status] > statusRank[best] ? status : best));
}

/** A need is broken by a line only when every choice it offers breaks it. */
function lineConflicts(
  { needBrokenBy }: DietaryNeedRules,
  reading: IngredientLineReading,
  needs: readonly DietaryNeed[],
): NeedConflict[] {
  return needs.flatMap((need) => {
    const broken = reading.alternatives.map((products) =>
      products.flatMap((product) => {
        const reason = needBrokenBy(product, need);
        return reason ? [{ need, ingredient: product.ingredient.name, reason }] : [];
      }),
    );
    return broken.length > 0 && broken.every((conflicts) => conflicts.length > 0)
      ? broken.flat()
      : [];
  });
}

function allergenFindings(
  allergens: readonly Allergen[],
  products: readonly LineProduct[],
): AllergenFinding[] {
  return allergens.flatMap((allergen) => {
    const names = products
      .filter((product) => product.allergens.includes(allergen))
      .map((product) => product.ingredient.name);
    return names.length === 0
      ? []
      : [{ allergen: allergen.id, name: allergen.name, ingredients: [...new Set(names)] }];
  });
}

/** What a line says and its amount, which depend on its text alone. */
interface LineRead {
  readonly reading: IngredientLineReading;
  readonly amount: LineAmount | undefined;
  /** The one food the line names; 'salt and pepper' is two, and weighs as neither. */
  readonly ingredient: Ingredient | undefined;
}

function lineRead(kitchen: Kitchen, text: string, amount: LineAmount | undefined): LineRead {
  const reading = readIngredientLine(kitchen, text);
  const [firstChoice] = reading.alternatives;
  const ingredient = firstChoice?.length === 1 ? firstChoice[0]?.ingredient : undefined;
  return { reading, amount, ingredient };
}

/** A line's amount as the visitor is sent it: with its food's household measures, when known. */
function shownAmount(
  kitchen: Kitchen,
  amount: LineAmount | undefined,
  ingredient: Ingredient | undefined,
): LineAmount | undefined {
  const grams = amount && ingredient && kitchen.nutritionOf(ingredient)?.grams;
  return grams
    ? { ...amount, gramsPer: { cup: grams.cup, tbsp: grams.tbsp, tsp: grams.tsp } }
    : amount;
}

/**
 * Lines already read, by text: the built-in cookbook's answers share their lines across pantries
 * (a recipe's own, a formula's portion of an ingredient). Forgotten all at once when full, which a
 * model's recipes, each with lines of its own, would otherwise grow without end.
 */
const linesRead = new WeakMap<Kitchen, Map<string, LineRead>>();
const mostLinesRemembered = 4096;

function readLines(kitchen: Kitchen, lines: readonly IngredientListLine[]) {
  let known = linesRead.get(kitchen);
  if (!known) {
    known = new Map();
    linesRead.set(kitchen, known);
  }
  const texts = [...new Set(lines.map((line) => line.text))];
  let unread = texts.filter((text) => !known.has(text));
  if (known.size + unread.length > mostLinesRemembered) {
    known.clear();
    unread = texts;
  }
  const amounts = readAmounts(unread);
  unread.forEach((text, index) => known.set(text, lineRead(kitchen, text, amounts[index])));
  return lines.flatMap((line) => {
    const read = known.get(line.text);
    return read ? [{ line, ...read }] : [];
  });
}

/**
 * Reads a finished recipe's markdown against the kitchen's knowledge and the visitor's request:
 * what they have and what to buy, the allergens spotted, the lines that break their dietary needs,
 * and the food-safety notes that apply. Its ingredient lines are found in the markdown unless the
 * writer gave them.
 */
export function checkRecipe(
  kitchen: Kitchen,
  markdown: string,
  request: RecipeCheckRequest,
  ingredientLines?: readonly IngredientListLine[],
): RecipeChecks {
  const listLines = ingredientLines ?? findIngredientLines(markdown);
  if (!listLines) return noChecks;
  const pantry = readPantry(kitchen, request.ingredients);
  const needs = request.dietaryNeeds ?? [];
  const readings = readLines(kitchen, listLines);
  const nutritionLines = readings.map(({ line, reading, amount, ingredient }) => ({
    text: line.text,
    optional: reading.optional,
    amount,
    ingredient,
  }));
  const lines = readings.map(({ line, reading, amount, ingredient }): CheckedLine => {
    const { text, offset } = line;
    const status = lineStatus(reading, text, pantry);
    const { optional } = reading;
    const shown = shownAmount(kitchen, amount, ingredient);
    return shown
      ? { text, offset, status, optional, amount: shown }
      : { text, offset, status, optional };
  });
  const products = readings.flatMap(({ reading }) => reading.alternatives.flat());
  const conflicts = readings.flatMap(({ reading }) =>
    lineConflicts(kitchen.dietaryNeeds, reading, needs),
  );
  const uniqueConflicts = conflicts.filter(
    (conflict, index) =>
      conflicts.findIndex(
        (other) => other.need === conflict.need && other.ingredient === conflict.ingredient,
      ) === index,
  );
  // A product made to meet a diet ('vegan sausages') is not the meat or egg the notes are about.
  const cooked = products.filter((product) => product.diet === product.ingredient.diet);
  return {
    ingredientListFound: true,
    lines,
    allergens: allergenFindings(kitchen.allergens, products),
    conflicts: uniqueConflicts,
    foodSafety: kitchen.foodSafetyNotes(cooked.map((product) => product.ingredient)),
    ...recipeNutrition(kitchen, markdown, nutritionLines),
  };
}
