import type { ApiError } from '../../shared/recipe-api.ts';
import type { Kitchen } from '../kitchen/kitchen.ts';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * The `not-food` error for a list holding something dangerous rather than food ('bleach'), or
 * undefined when there is none. It names each such item as the visitor typed it.
 */
export function notFoodRefusal(
  kitchen: Kitchen,
  ingredients: readonly string[],
): ApiError | undefined {
  const refused = ingredients.flatMap((typed) => {
    const notFood = kitchen.recogniseNotFood(typed);
    return notFood ? [{ typed, kind: notFood.kind }] : [];
  });
  const [first] = refused;
  if (!first) return undefined;
  const named = [...new Set(refused.map((item) => `“${item.typed.trim()}”`))];
  const message =
    refused.length === 1
      ? `${named[0]} is ${first.kind}, not food, so the chef will not cook with it. Remove it to ask for a recipe.`
      : `${inWords.format(named)} are not food, so the chef will not cook with them. Remove them to ask for a recipe.`;
  return {
    code: 'not-food',
    message,
    // Asking again with the same list cannot help.
    retryable: false,
    ingredients: [...new Set(refused.map((item) => item.typed))],
  };
}
