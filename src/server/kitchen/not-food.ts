import { holdsPhrase, wordsOf } from './find-phrase.ts';
import { readKitchenKnowledge } from './kitchen-knowledge.ts';

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

const file = await readKitchenKnowledge('notFood', 'The not-food list');

const notFoodList: readonly NotFood[] = Object.entries(file).map(([id, entry]) => ({
  id,
  kind: entry.kind,
  names: [id, ...(entry.aliases ?? [])].map(wordsOf),
  exceptions: (entry.except ?? []).map(wordsOf),
}));

/**
 * What a visitor's ingredient is when it is dangerous rather than food: 'bleach', '2 cups of
 * bleach' and 'sleeping pills' are; 'bleached flour', "baker's ammonia" and 'xyzzy' are not.
 */
export function recogniseNotFood(typed: string): NotFood | undefined {
  const words = wordsOf(typed);
  return notFoodList.find(
    (item) =>
      item.names.some((name) => holdsPhrase(words, name)) &&
      !item.exceptions.some((exception) => holdsPhrase(words, exception)),
  );
}
