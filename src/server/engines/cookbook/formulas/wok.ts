import type { FormulaSlot } from '../formula.ts';

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
