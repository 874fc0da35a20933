import type { Ingredient } from '../../../kitchen/ingredient.ts';
import type { FormulaSlot } from '../formula.ts';
import { namesOf } from '../list-in-words.ts';
import { isSlowToSoften } from './soften-aromatics.ts';

/** A protein that cooks in minutes over a high heat: strips, pieces, prawns, mince, tofu. */
export const wokProtein: FormulaSlot = {
  roles: ['protein'],
  max: 1,
  cooking: ['sear', 'fry', 'stir-fry', 'brown-and-break-up'],
  // A burger is fried whole and served in a bun, never cut up in a wok.
  notTags: ['on-the-bone', 'joint', 'cheese', 'patty'],
};

/**
 * How a wok wants its protein cut: meat that is seared whole elsewhere (a duck breast, a gammon
 * steak) in thin strips, whatever its catalogue preparation for a whole one; sausages in pieces;
 * the rest as a pan wants it (`panPrep`) or as the catalogue says (prawns peeled, tofu in cubes).
 */
export function wokPrep(ingredient: Ingredient): string | undefined {
  if (ingredient.role !== 'protein' || ingredient.diet === 'fish') return undefined;
  if (ingredient.diet === 'meat' && ingredient.cooking === 'sear') return 'in thin strips';
  if (ingredient.prep || ingredient.cooking !== 'fry') return undefined;
  return /pieces|cubed|diced|sliced|chopped/.test(ingredient.portion)
    ? undefined
    : 'in bite-sized pieces';
}

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
  const slow = aromatics.filter((one) => one.cooking === 'soften' && isSlowToSoften(one));
  const quick = aromatics.filter((one) => !slow.includes(one));
  if (slow.length === 0) return `stir-fry the ${namesOf(quick)} for 30 seconds, until fragrant`;
  return `stir-fry the ${namesOf(slow)} for 3 to 4 minutes, until softened${quick.length > 0 ? `, then add the ${namesOf(quick)} for 30 seconds` : ''}`;
}
