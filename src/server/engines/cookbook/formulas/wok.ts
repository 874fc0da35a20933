import type { Ingredient } from '../../../kitchen/ingredient.ts';
import type { FormulaSlot } from '../formula.ts';
import { namesOf } from '../list-in-words.ts';

/** A protein that cooks in minutes over a high heat: strips, pieces, prawns, mince, tofu. */
export const wokProtein: FormulaSlot = {
  roles: ['protein'],
  max: 1,
  cooking: ['sear', 'fry', 'stir-fry', 'brown-and-break-up'],
  notTags: ['on-the-bone', 'joint', 'cheese'],
};

/** Vegetables that stay crisp in a wok; greens and peas go in at the end. */
export const wokVegetables: FormulaSlot = {
  roles: ['vegetable', 'greens', 'protein'],
  max: 3,
  tags: ['wok-vegetable'],
  cooking: ['unset', 'fry', 'stir-fry', 'boil', 'wilt', 'warm-through'],
};

/**
 * The words that cook aromatics in a hot wok: onions, shallots and leeks for 3 to 4 minutes, until
 * softened, then garlic, ginger, chillies and spring onions for 30 seconds, since they burn in the
 * onions' time. Starts lowercase, no full stop.
 */
export function stirFryAromatics(aromatics: readonly Ingredient[]): string {
  const slow = aromatics.filter(
    (one) => one.cooking === 'soften' && !one.tags.includes('burns-easily'),
  );
  const quick = aromatics.filter((one) => !slow.includes(one));
  if (slow.length === 0) return `stir-fry the ${namesOf(quick)} for 30 seconds, until fragrant`;
  return `stir-fry the ${namesOf(slow)} for 3 to 4 minutes, until softened${quick.length > 0 ? `, then add the ${namesOf(quick)} for 30 seconds` : ''}`;
}
