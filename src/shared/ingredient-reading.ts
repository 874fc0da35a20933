/**
 * `GET /api/ingredient-reading?text=…`: how the kitchen reads one typed ingredient, so the page
 * can offer 'Did you mean chicken?' for 'chiken' before a recipe is asked for.
 */
export const ingredientReadingPath = '/api/ingredient-reading';

export interface IngredientReadingAnswer {
  /** The text with its misspelt words put right ('2 chicken breasts'), when the kitchen read some. */
  didYouMean?: string;
}

export function isIngredientReadingAnswer(value: unknown): value is IngredientReadingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { didYouMean } = value as IngredientReadingAnswer;
  return didYouMean === undefined || typeof didYouMean === 'string';
}
