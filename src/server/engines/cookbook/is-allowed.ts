import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { meetsDietaryNeeds } from './meets-dietary-needs.ts';
import type { Pantry } from '../../kitchen/pantry.ts';
import type { Weighing } from './weigh-recipe.ts';

/**
 * Whether a recipe may be offered at all for this pantry. Every rule that rules one out lives
 * here: a visitor with no meat or fish is never sent to buy some, and every line meets the
 * visitor's dietary needs.
 */
export function isAllowed(
  weighing: Weighing,
  pantry: Pantry,
  needs: readonly DietaryNeed[] = [],
): boolean {
  return (
    (pantry.hasMeatOrFish || !weighing.buysMeatOrFish) &&
    meetsDietaryNeeds(pantry.kitchen.dietaryNeeds, weighing.recipe, needs)
  );
}
