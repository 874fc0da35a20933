import { agreeCountNoun } from '../../../shared/quantities/count-noun.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';
import { isOrAre } from './is-or-are.ts';
import { lineMeasure } from './typed-amount.ts';
import type { RecipeLine } from './written-recipe.ts';

/** Each line's ingredient as its steps name it; worked out once a line. */
const namedFor = new WeakMap<RecipeLine, Ingredient>();
/** Each ingredient named as one of it ('spring onion' for 'spring onions'); made once an ingredient. */
const singularOf = new WeakMap<Ingredient, Ingredient | undefined>();

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
 * One of the ingredient as a cook would read it: its name in the singular ('spring onion'), or
 * its id when that singular is another ingredient's name ('pepper' is black pepper, so one of the
 * peppers is 'bell pepper'); none when neither reads back as it.
 */
function singularName(kitchen: Kitchen, ingredient: Ingredient): string | undefined {
  const one = agreeCountNoun(ingredient.name, true, false);
  if (one === ingredient.name) return undefined;
  for (const name of [one, ingredient.id])
    if (kitchen.recogniseIngredient(name) === ingredient) return name;
  return undefined;
}

/**
 * The line's ingredient as the steps should name it: in the singular for a line of one ('add the
 * bell pepper' for '1 bell pepper'), else as the catalogue names it ('the peppers', 'the
 * spinach'). The same object for the same line, so the steps can compare what they are given.
 */
export function namedForLine(kitchen: Kitchen, line: RecipeLine): Ingredient {
  let named = namedFor.get(line);
  if (named) return named;
  const { ingredient, calledAs } = line;
  named = ingredient;
  if (calledAs !== undefined) named = { ...ingredient, name: calledAs };
  else if (isOrAre(ingredient.name) === 'are') {
    if (!singularOf.has(ingredient)) {
      const one = singularName(kitchen, ingredient);
      singularOf.set(ingredient, one === undefined ? undefined : { ...ingredient, name: one });
    }
    const one = singularOf.get(ingredient);
    if (one && countsOne(line, one.name)) named = one;
  }
  namedFor.set(line, named);
  return named;
}
