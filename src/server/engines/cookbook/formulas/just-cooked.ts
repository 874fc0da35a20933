import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { isKindOf } from '../../../kitchen/ingredient-catalog.ts';
import { isOrAre } from '../is-or-are.ts';
import { namesOf } from '../list-in-words.ts';

export const isTomato = (ingredient: Ingredient) => isKindOf(ingredient, 'tomato');

/**
 * When quick vegetables added near the end are done, one phrase for each sort: 'the broccoli is
 * just tender'; halved cherry tomatoes have nothing to make tender, and are done when they soften
 * and just start to collapse.
 */
export function whenJustCooked(quick: readonly Ingredient[]): string[] {
  const tomatoes = namesOf(quick.filter(isTomato));
  const tender = namesOf(quick.filter((one) => !isTomato(one)));
  return [
    tender ? `the ${tender} ${isOrAre(tender)} just tender` : '',
    tomatoes
      ? `the ${tomatoes} just ${isOrAre(tomatoes) === 'are' ? 'start' : 'starts'} to collapse`
      : '',
  ].filter(Boolean);
}

/** Whether any of them is done by collapsing, not by being tender. */
export const hasTomatoes = (quick: readonly Ingredient[]) => quick.some(isTomato);
