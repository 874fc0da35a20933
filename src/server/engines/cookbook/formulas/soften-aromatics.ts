import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { namesOf } from '../list-in-words.ts';

/**
 * The words that soften aromatics in a pan: onions for 5 minutes, then garlic, ginger or chilli
 * for a minute, since they burn in the onions' time. Starts lowercase, no full stop.
 */
export function softenAromatics(aromatics: readonly Ingredient[]): string {
  const quick = aromatics.filter((one) => one.tags.includes('burns-easily'));
  const slow = aromatics.filter((one) => !quick.includes(one));
  if (slow.length === 0) {
    return `cook the ${namesOf(quick)} for 1 minute, without letting ${quick.length === 1 && !/s$/.test(quick[0]?.name ?? '') ? 'it' : 'them'} brown`;
  }
  return `soften the ${namesOf(slow)} for 5 minutes${quick.length > 0 ? `, then add the ${namesOf(quick)} for 1 minute` : ''}`;
}
