import { isDietaryNeed, type DietaryNeed } from './dietary-needs.ts';

/**
 * What the server found when it read a finished recipe against the kitchen's knowledge, sent as
 * the stream's `checks` event. Every finding is what we spotted in the ingredient list, never a
 * promise that the dish is free of anything.
 */
export interface RecipeChecks {
  /** False when the answer had no ingredient list we could recognise: then every list is empty. */
  ingredientListFound: boolean;
  lines: CheckedLine[];
  allergens: AllergenFinding[];
  /** Lines that break the dietary needs the request asked for. */
  conflicts: NeedConflict[];
  foodSafety: FoodSafetyNote[];
  /** How many the recipe serves: from the recipe, or the number it most likely serves. */
  servings?: RecipeServings;
  /** What one serving holds, worked out from each line's weight and the food's values. */
  nutrition?: NutritionPerServing;
}

export interface RecipeServings {
  count: number;
  /** `recipe`: the recipe says so ('Serves 4'); `as-written`: it does not, and this is our guess. */
  source: 'recipe' | 'as-written';
}

/**
 * `have`: it fills something in the visitor's pantry; `staple`: salt, pepper, oil or water;
 * `to-buy`: a known ingredient they did not list; `unknown`: nothing we recognise.
 */
export type IngredientLineStatus = 'have' | 'staple' | 'to-buy' | 'unknown';

export interface CheckedLine {
  /** The line as the recipe shows it, without markup. */
  text: string;
  /** Where the line's list item starts in the recipe's markdown (UTF-16 code units). */
  offset: number;
  status: IngredientLineStatus;
  /** The recipe marks it optional: never on the shopping list. */
  optional: boolean;
  /** Its amount, when the line could be read: what scaling and converting work on. */
  amount?: LineAmount;
}

/** The units a line's amount is read in; '' is a count ('2 eggs'). */
export const amountUnits = [
  '',
  'g',
  'kg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'fl oz',
  'oz',
  'lb',
  'pinch',
  'clove',
  'handful',
] as const;
export type AmountUnit = (typeof amountUnits)[number];

/** '1½ cups flour, sifted' as { quantity: 1.5, unit: 'cup', rest: 'flour, sifted' }. */
export interface LineAmount {
  quantity: number;
  /** The top of a range: '2–3 cloves' is 2 up to 3. */
  upTo?: number;
  unit: AmountUnit;
  /** A tin's, can's or pack's own size: '2 × 400 g tins' is 2 tins of 400 g. */
  size?: { quantity: number; unit: AmountUnit; container: string };
  /** The line after its amount and unit, as written: 'flour, sifted'. */
  rest: string;
  /** What comes before the amount, when something is taken from it: 'Juice of' (1 lemon). */
  lead?: string;
  /** This food's weight in grams per cup, tablespoon, teaspoon, when the kitchen knows it. */
  gramsPer?: { cup?: number; tbsp?: number; tsp?: number };
}

/** One nutrient per serving: the best figure, and the range it may lie in. */
export interface NutrientFigure {
  value: number;
  low: number;
  high: number;
}

export const nutrientNames = [
  'kcal',
  'kj',
  'protein',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'salt',
] as const;
export type NutrientName = (typeof nutrientNames)[number];

export interface NutritionPerServing {
  /** kcal and kJ in their units; the rest in grams. Absent when `withheld` says why. */
  figures?: Record<NutrientName, NutrientFigure>;
  /** Why no figures are shown: a main ingredient could not be counted. */
  withheld?: string;
  /** Lines counted from a household measure or a typical size, as the recipe shows them. */
  estimated: string[];
  /** Lines not counted (salt to taste, a food we do not know), as the recipe shows them. */
  notCounted: string[];
  /** The kcal a serving holds by the recipe's own words, when that is outside our range. */
  claimedKcal?: number;
}

export interface AllergenFinding {
  /** One of the EU's 14 major allergens: 'gluten', 'tree-nuts'… */
  allergen: string;
  /** How it is named: 'cereals containing gluten'. */
  name: string;
  /** The ingredients it was spotted in, as the kitchen names them: 'feta'. */
  ingredients: string[];
}

export interface NeedConflict {
  need: DietaryNeed;
  /** The ingredient, as the kitchen names it: 'feta'. */
  ingredient: string;
  /** Why, in words: 'contains milk'. */
  reason: string;
}

export interface FoodSafetyNote {
  /** 'poultry', 'dried-kidney-beans'… */
  id: string;
  /** The whole note: 'Poultry: cook until the thickest part reaches 74 °C (165 °F).' */
  text: string;
  /** Where it comes from. */
  source: { name: string; url: string };
}

/** Whether a value received as JSON has the shape of `RecipeChecks`. */
export function isRecipeChecks(value: unknown): value is RecipeChecks {
  return (
    isRecord(value) &&
    typeof value.ingredientListFound === 'boolean' &&
    isListOf(value.lines, isCheckedLine) &&
    isListOf(value.allergens, isAllergenFinding) &&
    isListOf(value.conflicts, isNeedConflict) &&
    isListOf(value.foodSafety, isFoodSafetyNote) &&
    (value.servings === undefined || isRecipeServings(value.servings)) &&
    (value.nutrition === undefined || isNutrition(value.nutrition))
  );
}

function isRecipeServings(value: unknown): value is RecipeServings {
  return (
    isRecord(value) &&
    Number.isInteger(value.count) &&
    (value.count as number) >= 1 &&
    (value.source === 'recipe' || value.source === 'as-written')
  );
}

function isNutrition(value: unknown): value is NutritionPerServing {
  return (
    isRecord(value) &&
    isListOf(value.estimated, isString) &&
    isListOf(value.notCounted, isString) &&
    (value.withheld === undefined || typeof value.withheld === 'string') &&
    (value.figures === undefined ||
      (isRecord(value.figures) &&
        nutrientNames.every((name) =>
          isNutrientFigure((value.figures as Record<string, unknown>)[name]),
        )))
  );
}

function isNutrientFigure(value: unknown): value is NutrientFigure {
  return (
    isRecord(value) &&
    [value.value, value.low, value.high].every((number) => typeof number === 'number')
  );
}

function isLineAmount(value: unknown): value is LineAmount {
  return (
    isRecord(value) &&
    typeof value.quantity === 'number' &&
    (amountUnits as readonly unknown[]).includes(value.unit) &&
    typeof value.rest === 'string'
  );
}

const lineStatuses: readonly unknown[] = ['have', 'staple', 'to-buy', 'unknown'];

function isCheckedLine(value: unknown): value is CheckedLine {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    Number.isInteger(value.offset) &&
    lineStatuses.includes(value.status) &&
    typeof value.optional === 'boolean' &&
    (value.amount === undefined || isLineAmount(value.amount))
  );
}

function isAllergenFinding(value: unknown): value is AllergenFinding {
  return (
    isRecord(value) &&
    typeof value.allergen === 'string' &&
    typeof value.name === 'string' &&
    isListOf(value.ingredients, isString)
  );
}

function isNeedConflict(value: unknown): value is NeedConflict {
  return (
    isRecord(value) &&
    isDietaryNeed(value.need) &&
    typeof value.ingredient === 'string' &&
    typeof value.reason === 'string'
  );
}

function isFoodSafetyNote(value: unknown): value is FoodSafetyNote {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.text === 'string' &&
    isRecord(value.source) &&
    typeof value.source.name === 'string' &&
    typeof value.source.url === 'string'
  );
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isListOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(isItem);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
