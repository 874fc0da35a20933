import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { isKindOf } from '../../../kitchen/ingredient-catalog.ts';
import type { FormulaBase } from '../formula.ts';

/** Ingredients several formulas take alike. */
export const seasoning = {
  oil: { anyOf: ['olive oil', 'vegetable oil'] },
  salt: { anyOf: ['salt'], line: 'Salt, to taste' },
  pepper: { anyOf: ['black pepper'], line: 'Black pepper, to taste' },
} satisfies Record<string, FormulaBase>;

/** A fruit's juice: '1 lemon, juiced'; a vinegar as it comes. */
export const juiced = (ingredient: { portion: string; role: string }) =>
  ingredient.role === 'fruit' ? `${ingredient.portion}, juiced` : ingredient.portion;

/** Tender in 5 to 8 minutes (broccoli, courgettes, green beans): added near a dish's end. */
export const isQuickCooking = (ingredient: Ingredient) => ingredient.tags.includes('quick-cooking');

/** Kale and chard: 3 to 5 minutes to wilt, where spinach needs a minute's toss. */
export const isToughGreens = (ingredient: Ingredient) => ingredient.tags.includes('tough-greens');

/**
 * A vegetable warmed through that is not ready to eat as it comes: frozen peas or mixed
 * vegetables, which need 2 to 3 minutes in boiling water or a simmering sauce, where jarred
 * peppers and tinned sweetcorn need only heat.
 */
export const isFrozenVegetable = (ingredient: Ingredient) =>
  ingredient.role === 'vegetable' &&
  ingredient.cooking === 'warm-through' &&
  !ingredient.tags.includes('ready-to-eat');

/** Noodles, gnocchi and filled pasta: tender in 2 to 5 minutes, where rice and dried pasta take 10. */
export const isQuickStarch = (ingredient: Ingredient) =>
  ['noodle', 'gnocchi', 'filled pasta'].some((id) => isKindOf(ingredient, id));
