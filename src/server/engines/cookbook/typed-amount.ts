import { readAmount, readAmounts } from '../../checks/read-amount.ts';
import type { LineAmount } from '../../../shared/recipe-checks.ts';
import type { PantryItem } from '../../kitchen/pantry.ts';
import type { RecipeLine } from './written-recipe.ts';

/** An amount that can be set against another: a count, or a weight or volume in g or ml. */
interface Measure {
  readonly quantity: number;
  readonly unit: string;
  /** What follows the amount: 'leeks', 'leek, washed and sliced'. */
  readonly rest: string;
}

/** Kilograms and litres, counted in grams and millilitres: '1 kg' is 1000 g. */
const inSmallerUnit: Readonly<Record<string, { readonly times: number; readonly unit: string }>> = {
  kg: { times: 1000, unit: 'g' },
  l: { times: 1000, unit: 'ml' },
};

/** '3 eggs' is 3, '1 kg potatoes' 1000 g; a tin's size or no amount at all gives none. */
function measureOf(amount: LineAmount | undefined): Measure | null {
  if (!amount || amount.size || amount.lead) return null;
  const smaller = inSmallerUnit[amount.unit];
  const { rest } = amount;
  return smaller
    ? { quantity: amount.quantity * smaller.times, unit: smaller.unit, rest }
    : { quantity: amount.quantity, unit: amount.unit, rest };
}

const lineMeasures = new WeakMap<RecipeLine, Measure | null>();
const typedMeasures = new WeakMap<PantryItem, Measure | null>();

function remembered<Key extends object>(
  memory: WeakMap<Key, Measure | null>,
  key: Key,
  text: string,
): Measure | null {
  let measure = memory.get(key);
  if (measure === undefined) {
    measure = measureOf(readAmount(text));
    memory.set(key, measure);
  }
  return measure;
}

/** What the visitor typed of an item, as a measure: most items come without one. */
export const typedMeasure = (item: PantryItem) => remembered(typedMeasures, item, item.typed);

/**
 * Reads what the visitor typed of each item not read yet, all in one call: parse-ingredient sets
 * up its patterns anew on every call, which costs more than reading a line, and a request would
 * otherwise read its pantry one item at a time.
 */
export function readTypedMeasures(items: Iterable<PantryItem>): void {
  const unread = [...items].filter((item) => !typedMeasures.has(item));
  if (unread.length === 0) return;
  const amounts = readAmounts(unread.map((item) => item.typed));
  unread.forEach((item, index) => typedMeasures.set(item, measureOf(amounts[index])));
}

/** A line's amount, as a measure. */
export const lineMeasure = (line: RecipeLine) => remembered(lineMeasures, line, line.text);

/** A line the visitor fills with less than it asks: '6 eggs' from their '3 eggs'. */
export interface Shortfall {
  /** How many more, or how many more g or ml, to get: whole items for a count. */
  readonly more: number;
  /** '' for a count, else 'g', 'ml', 'tbsp' and the like. */
  readonly unit: string;
  /** The part of the line the visitor cannot fill, from 0 to 1. */
  readonly part: number;
}

/**
 * How far the visitor's typed amount falls short of a line, in the same unit. Half an onion for
 * a line's one is no shortfall: a cook uses the half rather than buy another.
 */
export function shortfallOf(line: RecipeLine, item: PantryItem): Shortfall | undefined {
  const have = typedMeasure(item);
  if (!have) return undefined;
  const need = lineMeasure(line);
  if (!need || need.unit !== have.unit || need.quantity <= have.quantity) return undefined;
  const missing = need.quantity - have.quantity;
  const more = need.unit !== '' ? missing : missing < 1 ? 0 : Math.ceil(missing);
  return more > 0 ? { more, unit: need.unit, part: more / need.quantity } : undefined;
}
