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

/**
 * Finds which of many phrases a text holds, as `holdsPhrase` would, looking each word's singular
 * forms up once: for a list as long as the not-food names, against text as long as a visitor may
 * type, in a few lookups per word.
 */
export function createPhraseFinder<Value>(
  entries: Iterable<readonly [phrase: readonly string[], value: Value]>,
): (words: readonly string[]) => ReadonlySet<Value> {
  const byFirstWord = new Map<string, (readonly [readonly string[], Value])[]>();
  for (const [phrase, value] of entries) {
    const [first] = phrase;
    if (first === undefined) continue;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), [phrase, value]]);
  }
  return (words) => {
    const found = new Set<Value>();
    const forms = words.map(singularForms);
    forms.forEach((formsHere, start) => {
      for (const form of formsHere) {
        for (const [phrase, value] of byFirstWord.get(form) ?? []) {
          const rest = phrase.slice(1);
          if (rest.every((word, index) => forms[start + 1 + index]?.includes(word))) {
            found.add(value);
          }
        }
      }
    });
    return found;
  };
}
