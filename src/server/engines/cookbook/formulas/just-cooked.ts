import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { isKindOf } from '../../../kitchen/ingredient-catalog.ts';
import { isOrAre } from '../is-or-are.ts';
import { namesOf } from '../list-in-words.ts';

export const isTomato = (ingredient: Ingredient) => isKindOf(ingredient, 'tomato');

const isCherryTomato = (ingredient: Ingredient) => isKindOf(ingredient, 'cherry tomato');

/**
 * When tomatoes cooked a few minutes are done, said of `subject` ('they', 'the tomatoes'):
 * halved cherry tomatoes keep their shape and just start to collapse; chopped tomatoes soften
 * and break down.
 */
export function tomatoesDone(subject: string, plural: boolean, cherry: boolean): string {
  if (cherry) return `${subject} just ${plural ? 'start' : 'starts'} to collapse`;
  return `${subject} ${plural ? 'soften and break down' : 'softens and breaks down'}`;
}

/** Whether the tomatoes are all cherry tomatoes, or none of them: said of in one phrase. */
export const oneSortOfTomato = (tomatoes: readonly Ingredient[]) =>
  tomatoes.every(isCherryTomato) || !tomatoes.some(isCherryTomato);

export const allCherryTomatoes = (tomatoes: readonly Ingredient[]) =>
  tomatoes.every(isCherryTomato);

/**
 * When quick vegetables added near the end are done, one phrase for each sort: 'the broccoli is
 * just tender'; tomatoes have nothing to make tender, and are done as they collapse.
 */
export function whenJustCooked(quick: readonly Ingredient[]): string[] {
  const tomatoes = quick.filter(isTomato);
  const tender = namesOf(quick.filter((one) => !isTomato(one)));
  const cherry = namesOf(tomatoes.filter(isCherryTomato));
  const chopped = namesOf(tomatoes.filter((one) => !isCherryTomato(one)));
  return [
    tender ? `the ${tender} ${isOrAre(tender)} just tender` : '',
    cherry ? tomatoesDone(`the ${cherry}`, isOrAre(cherry) === 'are', true) : '',
    chopped ? tomatoesDone(`the ${chopped}`, isOrAre(chopped) === 'are', false) : '',
  ].filter(Boolean);
}

/** Whether any of them is done by collapsing, not by being tender. */
export const hasTomatoes = (quick: readonly Ingredient[]) => quick.some(isTomato);
