import type { Ingredient } from '../../../kitchen/ingredient.ts';
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

/**
 * A vegetable warmed through that is not ready to eat as it comes: frozen peas or mixed
 * vegetables, which need 2 to 3 minutes in boiling water or a simmering sauce, where jarred
 * peppers and tinned sweetcorn need only heat.
 */
export const isFrozenVegetable = (ingredient: Ingredient) =>
  ingredient.role === 'vegetable' &&
  ingredient.cooking === 'warm-through' &&
  !ingredient.tags.includes('ready-to-eat');
