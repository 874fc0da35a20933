import { cleanIngredientText } from './clean-ingredient-text.ts';
import { singularForms } from './ingredient-names.ts';

/** Text as the words the kitchen compares: lowercase, no accents or punctuation. */
export function wordsOf(text: string): string[] {
  return cleanIngredientText(text).split(' ').filter(Boolean);
}

/**
 * Whether `words` hold `phrase` as a whole run of words, any word of them plural:
 * 'two sleeping pills' holds 'sleeping pill', 'bleached flour' does not hold 'bleach'.
 */
export function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, index) => singularForms(words[start + index] ?? '').includes(word))) {
      return true;
    }
  }
  return false;
}
