import type { RecipeLimits } from '../shared/recipe-api.ts';

/** What the server would refuse in this list, said to the visitor before anything is sent. */
export function recipeRequestProblem(
  ingredients: readonly string[],
  { maxIngredients, maxIngredientLength }: RecipeLimits,
): string | undefined {
  if (ingredients.length > maxIngredients) {
    return `The chef can work with up to ${maxIngredients} ingredients; remove ${ingredients.length - maxIngredients} to ask for a recipe.`;
  }
  // Counted in characters, as the server's schema counts them: an emoji is one.
  const tooLong = ingredients.find((ingredient) => [...ingredient].length > maxIngredientLength);
  if (tooLong !== undefined) {
    return `"${[...tooLong].slice(0, 20).join('')}…" is longer than ${maxIngredientLength} characters; remove it to ask for a recipe.`;
  }
  return undefined;
}
