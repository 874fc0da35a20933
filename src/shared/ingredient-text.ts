/**
 * What an ingredient's text may hold, for the page's add step and the server's schema alike.
 * Text is otherwise kept exactly as typed (the spec: not trimmed).
 */

/** Control characters (C0 and C1, but tab) and the ones that reorder text for display. */
const forbiddenCharacterClass =
  '\\u0000-\\u0008\\u000A-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';

/**
 * Characters that show nothing on their own: white space, format characters (zero-width spaces,
 * joiners, soft hyphens, tags), combining marks with nothing to mark, and the blanks that are
 * letters in Unicode (the Hangul fillers, the braille blank).
 */
const invisibleCharacterClass = '\\s\\p{Cf}\\p{M}\\u115F\\u1160\\u3164\\uFFA0\\u2800';

/** JSON-schema patterns (JavaScript's `u` syntax, as Ajv compiles them). */
export const ingredientTextPatterns = {
  noForbiddenCharacters: `^[^${forbiddenCharacterClass}]*$`,
  somethingVisible: `[^${invisibleCharacterClass}]`,
} as const;

const forbidden = new RegExp(`[${forbiddenCharacterClass}]`, 'u');
const visible = new RegExp(ingredientTextPatterns.somethingVisible, 'u');

export type IngredientTextProblem = 'blank' | 'forbidden-characters' | 'invisible';

/** Why this text cannot be an ingredient, or undefined when it can. */
export function ingredientTextProblem(text: string): IngredientTextProblem | undefined {
  if (text.trim() === '') return 'blank';
  if (forbidden.test(text)) return 'forbidden-characters';
  if (!visible.test(text)) return 'invisible';
  return undefined;
}

/** What the visitor or the API client is told. */
export const ingredientTextMessages: Record<Exclude<IngredientTextProblem, 'blank'>, string> = {
  'forbidden-characters': 'must not contain control characters or text-direction marks',
  invisible: 'must contain something visible',
};
