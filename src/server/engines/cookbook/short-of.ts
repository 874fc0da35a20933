import { shortfallOf } from './typed-amount.ts';
import type { RecipePlan } from './weigh-recipe.ts';

/** A line the visitor has some of, but less than it asks: '6 eggs' where they listed '3 eggs'. */
export interface ShortOf {
  readonly line: string;
  readonly typed: string;
  /** How much more to get, with its unit: '3', '100 g'. */
  readonly more: string;
}

/**
 * The lines whose amount is more than the visitor said they have, counted in the same unit:
 * a pantry of '3 eggs' does not get a six-egg frittata without being told to get 3 more.
 */
export function shortOf(plan: RecipePlan): ShortOf[] {
  return plan.recipe.lines.flatMap((line, index) => {
    const item = plan.fills[index];
    const shortfall = item && shortfallOf(line, item);
    if (!shortfall) return [];
    const { more, unit } = shortfall;
    return [{ line: line.text, typed: item.typed, more: unit ? `${more} ${unit}` : `${more}` }];
  });
}
