import { readAmounts } from '../../checks/read-amount.ts';
import type { RecipePlan } from './weigh-recipe.ts';

/** A line the visitor has some of, but less than it asks: '6 eggs' where they listed '3 eggs'. */
export interface ShortOf {
  readonly line: string;
  readonly typed: string;
  readonly more: number;
}

/**
 * The lines whose amount is more than the visitor said they have, counted in the same unit:
 * a pantry of '3 eggs' does not get a six-egg frittata without being told to get 3 more.
 */
export function shortOf(plan: RecipePlan): ShortOf[] {
  const filled = plan.recipe.lines.flatMap((line, index) => {
    const item = plan.fills[index];
    return item ? [{ line, item }] : [];
  });
  const amounts = readAmounts(filled.flatMap(({ line, item }) => [line.text, item.typed]));
  return filled.flatMap(({ line, item }, index) => {
    const need = amounts[2 * index];
    const have = amounts[2 * index + 1];
    if (!need || !have || need.unit !== have.unit || need.size || have.size) return [];
    const more = need.quantity - have.quantity;
    return more > 0 ? [{ line: line.text, typed: item.typed, more }] : [];
  });
}
