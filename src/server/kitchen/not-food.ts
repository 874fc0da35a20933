import { holdsPhrase, wordsOf } from './find-phrase.ts';
import type { NotFoodFile } from './not-food-schema.ts';

export interface NotFood {
  /** 'bleach' */
  readonly id: string;
  /** 'a household chemical' */
  readonly kind: string;
  /** The id and aliases, as words. */
  readonly names: readonly (readonly string[])[];
  /** Longer names holding one of those that are food after all, as words. */
  readonly exceptions: readonly (readonly string[])[];
}

/**
 * Reads a visitor's ingredient against `not-food.yaml`: 'bleach', '2 cups of bleach' and
 * 'sleeping pills' are not food; 'bleached flour', "baker's ammonia" and 'xyzzy' are not refused.
 */
export function createNotFoodRecogniser(file: NotFoodFile) {
  const notFoodList: readonly NotFood[] = Object.entries(file).map(([id, entry]) => ({
    id,
    kind: entry.kind,
    names: [id, ...(entry.aliases ?? [])].map(wordsOf),
    exceptions: (entry.except ?? []).map(wordsOf),
  }));
  return (typed: string): NotFood | undefined => {
    const words = wordsOf(typed);
    return notFoodList.find(
      (item) =>
        item.names.some((name) => holdsPhrase(words, name)) &&
        !item.exceptions.some((exception) => holdsPhrase(words, exception)),
    );
  };
}
