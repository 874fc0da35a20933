import { agreeCountNoun } from '../../../shared/quantities/count-noun.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { isOrAre } from './is-or-are.ts';
import { lineMeasure } from './typed-amount.ts';
import type { RecipeLine } from './written-recipe.ts';

/** Each line's ingredient as its steps name it; worked out once a line. */
const namedFor = new WeakMap<RecipeLine, Ingredient>();
/** Each ingredient named as one of it ('pepper' for 'peppers'); made once an ingredient. */
const singularOf = new WeakMap<Ingredient, Ingredient>();

/**
 * Whether a line counts one of its ingredient, or less: '1 bell pepper, sliced' and '½ medium
 * potato' do; '2 bell peppers', '1 jar roasted red peppers', '½ small bunch chives' and '150 g
 * peas' do not.
 */
function countsOne(line: RecipeLine, one: string): boolean {
  const measure = lineMeasure(line);
  if (!measure || measure.unit !== '' || measure.quantity > 1) return false;
  const noun = one.slice(one.lastIndexOf(' ') + 1).toLowerCase();
  const head = measure.rest.split(/[,(]/, 1)[0] ?? '';
  return head.toLowerCase().split(' ').includes(noun);
}

/**
 * The line's ingredient as the steps should name it: in the singular for a line of one ('add the
 * pepper' for '1 bell pepper'), else as the catalogue names it ('the peppers', 'the spinach').
 * The same object for the same line, so the steps can compare what they are given.
 */
export function namedForLine(line: RecipeLine): Ingredient {
  let named = namedFor.get(line);
  if (named) return named;
  const { ingredient } = line;
  named = ingredient;
  if (isOrAre(ingredient.name) === 'are') {
    const one = agreeCountNoun(ingredient.name, true, false);
    if (one !== ingredient.name && countsOne(line, one)) {
      named = singularOf.get(ingredient);
      if (!named) {
        named = { ...ingredient, name: one };
        singularOf.set(ingredient, named);
      }
    }
  }
  namedFor.set(line, named);
  return named;
}
