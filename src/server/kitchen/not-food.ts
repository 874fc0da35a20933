import { createPhraseFinder, wordsOf } from './find-phrase.ts';
import type { NotFoodFile } from './not-food-schema.ts';

export interface NotFood {
  /** 'bleach' */
  readonly id: string;
  /** 'a household chemical' */
  readonly kind: string;
}

/**
 * Letters spelled out one by one, as one word: 'b l e a c h' and 'b-l-e-a-c-h' are 'bleach'. The
 * same words, not a copy, when none are.
 */
function joinSpelledOut(words: readonly string[]): readonly string[] {
  // A letter is one or two UTF-16 units: most lists have no word that short.
  if (!words.some((word) => word.length <= 2)) return words;
  const joined: string[] = [];
  let letters: string[] = [];
  const flush = () => {
    if (letters.length >= 3) joined.push(letters.join(''));
    else joined.push(...letters);
    letters = [];
  };
  for (const word of words) {
    if ([...word].length === 1) {
      letters.push(word);
      continue;
    }
    flush();
    joined.push(word);
  }
  flush();
  return joined.length === words.length ? words : joined;
}

/**
 * Reads a visitor's ingredient against `not-food.yaml`: 'bleach', '2 cups of bleach' and
 * 'sleeping pills' are not food; 'bleached flour', "baker's ammonia" and 'xyzzy' are not refused.
 */
export function createNotFoodRecogniser(file: NotFoodFile) {
  const entries = Object.entries(file).map(([id, entry]) => ({
    item: { id, kind: entry.kind } satisfies NotFood,
    names: [id, ...(entry.aliases ?? [])].map(wordsOf),
    /** Longer names holding one of those that are food after all. */
    exceptions: (entry.except ?? []).map(wordsOf),
  }));
  const findNamed = createPhraseFinder(
    entries.flatMap(({ item, names }) => names.map((name) => [name, item] as const)),
  );
  const findExcepted = createPhraseFinder(
    entries.flatMap(({ item, exceptions }) => exceptions.map((name) => [name, item] as const)),
  );
  const holds = (words: readonly string[]) => {
    const named = findNamed(words);
    if (named.size === 0) return undefined;
    const excepted = findExcepted(words);
    return entries.find(({ item }) => named.has(item) && !excepted.has(item))?.item;
  };
  return (typed: string): NotFood | undefined => {
    const words = wordsOf(typed);
    const spelledOut = joinSpelledOut(words);
    return holds(words) ?? (spelledOut === words ? undefined : holds(spelledOut));
  };
}
