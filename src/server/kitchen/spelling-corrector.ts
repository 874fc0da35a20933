import { typingDistance, undoubled } from './typing-distance.ts';

/** Words shorter than this are never corrected: 'pear' is not a misspelt 'pea', nor 'lime' 'lamb'. */
const shortestCorrected = 5;
/** Words this long may be two edits from the one they mean. */
const longestOneEdit = 8;

/**
 * Reads a misspelt word as the one known word it most likely is: 'chiken' is chicken, 'brocoli'
 * broccoli, 'lingiune' linguine. A word of five letters or more is corrected when exactly one known
 * word is one edit away (two for a word of nine letters or more), two neighbouring letters swapped
 * or a letter doubled in the wrong place ('brocolli') counting as one; a known word, or a word near
 * two, is left alone, unless the two are a word and its plural ('tomatoe': tomato).
 */
export function createSpellingCorrector(known: Iterable<string>) {
  const byLength = new Map<number, string[]>();
  const byUndoubled = new Map<string, string[]>();
  const all = new Set(known);
  for (const word of all) {
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    byUndoubled.set(undoubled(word), [...(byUndoubled.get(undoubled(word)) ?? []), word]);
  }
  return (word: string): string | undefined => {
    if (word.length < shortestCorrected || all.has(word) || /\d/.test(word)) return undefined;
    const most = word.length > longestOneEdit ? 2 : 1;
    const near = new Set(
      byUndoubled
        .get(undoubled(word))
        ?.filter((candidate) => Math.abs(candidate.length - word.length) <= most),
    );
    for (let length = word.length - most; length <= word.length + most; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        if (typingDistance(word, candidate, most) <= most) near.add(candidate);
        if (near.size > 2) return undefined;
      }
    }
    const [first, second] = near;
    if (second === undefined) return first;
    // 'tomatoe' is one edit from tomato and from tomatoes: one word, and its plural.
    if (first === undefined) return undefined;
    if (pluralOf(first, second)) return first;
    if (pluralOf(second, first)) return second;
    return undefined;
  };
}

/** Whether `plural` is `word` with a plural's ending: tomatoes, leeks. */
const pluralOf = (word: string, plural: string) => plural === `${word}s` || plural === `${word}es`;
