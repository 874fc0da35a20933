import { ingredientTextProblem } from '../shared/ingredient-text.ts';

/**
 * The items in text typed or pasted as a list ('chicken, rice, eggs', one a line): each without
 * the spaces around its separator, and none that shows nothing.
 */
export function ingredientParts(text: string): string[] {
  return text
    .split(/[,\r\n]/)
    .map((part) => part.trim())
    .filter((part) => ingredientTextProblem(part) === undefined);
}

/** What 'Add as N ingredients' makes of the list, or why it does not, in words. */
export type IngredientSplit = { ingredients: string[]; said: string } | { refused: string };

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * The list with the item at `index` replaced, in place, by its parts: refused, and said, when
 * they would make more ingredients than the chef works with, rather than dropping any.
 */
export function splitIngredient(
  ingredients: readonly string[],
  index: number,
  maxIngredients: number,
): IngredientSplit {
  const parts = ingredientParts(ingredients[index] ?? '');
  const count = ingredients.length - 1 + parts.length;
  if (count > maxIngredients) {
    return {
      refused: `Not added as ${parts.length} ingredients: that would make ${count}, and the chef works with up to ${maxIngredients}. Remove ${count - maxIngredients} first.`,
    };
  }
  return {
    ingredients: [...ingredients.slice(0, index), ...parts, ...ingredients.slice(index + 1)],
    said: `Added as ${parts.length} ingredients: ${inWords.format(parts)}`,
  };
}
