import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { namesOf } from '../list-in-words.ts';

/** An onion or a leek, soft in 5 minutes, where garlic, ginger or chilli burn in that time. */
export const isSlowToSoften = (aromatic: Ingredient) => !aromatic.tags.includes('burns-easily');

/**
 * The words that soften aromatics in a pan: onions for 5 minutes, then garlic, ginger or chilli
 * for a minute, since they burn in the onions' time. Starts lowercase, no full stop.
 */
export function softenAromatics(aromatics: readonly Ingredient[]): string {
  const slow = aromatics.filter(isSlowToSoften);
  const quick = aromatics.filter((one) => !slow.includes(one));
  if (slow.length === 0) {
    return `cook the ${namesOf(quick)} for 1 minute, without letting ${quick.length === 1 && !/s$/.test(quick[0]?.name ?? '') ? 'it' : 'them'} brown`;
  }
  return `soften the ${namesOf(slow)} for 5 minutes${quick.length > 0 ? `, then add the ${namesOf(quick)} for 1 minute` : ''}`;
}
