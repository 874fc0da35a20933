import { agreeCountNoun } from '../../../shared/quantities/count-noun.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import type { PantryItem } from '../../kitchen/pantry.ts';
import { lineMeasure, typedMeasure } from './typed-amount.ts';
import type { RecipeLine } from './written-recipe.ts';

/** Produce a visitor buys to use up: their leeks go in, not one of them. */
const freshRoles: ReadonlySet<string> = new Set(['vegetable', 'greens', 'fruit']);

/** Whether an amount counts the ingredient itself ('3 leeks'), not heads or bunches of it. */
function counts(rest: string, ingredient: Ingredient): boolean {
  const words = rest.toLowerCase();
  return words.startsWith(ingredient.id) || words.startsWith(ingredient.name.toLowerCase());
}

const scaledLines = new WeakMap<RecipeLine, Map<number, RecipeLine>>();

/**
 * A formula's line of fresh produce written for as many as the visitor typed, up to `most` times
 * its own count: '3 leeks' make a leek and potato soup of three leeks, not one. Any other line,
 * and a count no higher than the line's, stays as it is.
 */
export function scaledToTyped(line: RecipeLine, item: PantryItem, most: number): RecipeLine {
  const { ingredient } = line;
  if (!freshRoles.has(ingredient.role) || item.ingredient !== ingredient) return line;
  const have = typedMeasure(item);
  const own = have && lineMeasure(line);
  if (!have || !own || have.unit !== '' || own.unit !== '') return line;
  if (!counts(have.rest, ingredient) || !counts(own.rest, ingredient)) return line;
  const count = Math.floor(Math.min(have.quantity, own.quantity * most));
  if (count <= own.quantity) return line;
  let lines = scaledLines.get(line);
  if (!lines) {
    lines = new Map();
    scaledLines.set(line, lines);
  }
  let scaled = lines.get(count);
  if (!scaled) {
    scaled = { ...line, text: `${count} ${agreeCountNoun(own.rest, own.quantity > 1, true)}` };
    lines.set(count, scaled);
  }
  return scaled;
}
