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
    isListOf(value.foodSafety, isFoodSafetyNote)
  );
}

const lineStatuses: readonly unknown[] = ['have', 'staple', 'to-buy', 'unknown'];

function isCheckedLine(value: unknown): value is CheckedLine {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    Number.isInteger(value.offset) &&
    lineStatuses.includes(value.status) &&
    typeof value.optional === 'boolean'
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
