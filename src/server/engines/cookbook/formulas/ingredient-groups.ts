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
