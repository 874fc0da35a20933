import type { RecipeLimits } from '../shared/recipe-api.ts';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** An item as named in a message: quoted, and cut short when long. */
const quoted = (ingredient: string) => {
  const characters = [...ingredient];
  return `“${characters.length > 20 ? `${characters.slice(0, 20).join('')}…` : ingredient}”`;
};

/**
 * What the server would refuse in this list, said to the visitor before anything is sent: every
 * item too many (the last ones) and every item too long, by name.
 */
export function recipeRequestProblem(
  ingredients: readonly string[],
  { maxIngredients, maxIngredientLength }: RecipeLimits,
): string | undefined {
  const problems: string[] = [];
  const tooMany = ingredients.slice(maxIngredients);
  if (tooMany.length > 0) {
    const named = inWords.format(tooMany.map(quoted));
    problems.push(
      `The chef works with up to ${maxIngredients} ingredients: ${tooMany.length === 1 ? `${named} is one too many.` : `${named} are ${tooMany.length} too many.`}`,
    );
  }
  // Counted in characters, as the server's schema counts them: an emoji is one.
  const tooLong = ingredients.filter((ingredient) => [...ingredient].length > maxIngredientLength);
  if (tooLong.length > 0) {
    problems.push(
      `${inWords.format(tooLong.map(quoted))} ${tooLong.length === 1 ? 'is' : 'are'} longer than the ${maxIngredientLength} characters the chef reads in one ingredient.`,
    );
  }
  if (problems.length === 0) return undefined;
  const them = tooMany.length + tooLong.length > 1 ? 'them' : 'it';
  const action = tooLong.length > 0 ? `Shorten or remove ${them}` : `Remove ${them}`;
  return `${problems.join(' ')} ${action} to ask for a recipe.`;
}
