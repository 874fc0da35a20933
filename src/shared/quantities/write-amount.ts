import { formatQuantity } from 'format-quantity';
import type { AmountUnit, LineAmount } from '../recipe-checks.ts';
import { agreeCountNoun } from './count-noun.ts';
import { decimalUnits, unitFacts } from './units.ts';

const decimals = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A number as a cook writes it in this unit: '1.25' kg, but '1½' cups and '⅓' tsp. */
export function writeQuantity(value: number, unit: AmountUnit): string {
  if (decimalUnits.has(unit)) return decimals.format(value);
  return formatQuantity(value, { vulgarFractions: true }) ?? decimals.format(value);
}

/** More than one takes the plural: '½ egg', '1 cup', '1½ cups', '1–2 cloves'. */
const isMany = (amount: Pick<LineAmount, 'quantity' | 'upTo'>) =>
  (amount.upTo ?? amount.quantity) > 1;

/** '1½ cups', '2–3 cloves', '100 g', '6' (a count, whose noun is in the rest of the line). */
export function writeAmount(amount: Pick<LineAmount, 'quantity' | 'upTo' | 'unit'>): string {
  const { quantity, upTo, unit } = amount;
  const number =
    upTo === undefined
      ? writeQuantity(quantity, unit)
      : `${writeQuantity(quantity, unit)}–${writeQuantity(upTo, unit)}`;
  const facts = unitFacts[unit];
  const unitWord = isMany(amount) ? facts.plural : facts.singular;
  return unitWord === '' ? number : `${number} ${unitWord}`;
}

/**
 * An ingredient line written from its amount: '1½ cups flour, sifted', '3 × 400 g tins chopped
 * tomatoes', 'Juice of 2 lemons'. `written` is the amount the recipe gave, whose count the rest of the line agrees
 * with: '2 eggs' halved is '1 egg'.
 */
export function writeLine(amount: LineAmount, written: LineAmount): string {
  const rest =
    amount.unit === '' && !amount.size
      ? agreeCountNoun(amount.rest, isMany(written), isMany(amount))
      : amount.rest;
  const parts = amount.lead ? [amount.lead, writeAmount(amount)] : [writeAmount(amount)];
  if (amount.size) {
    const { container } = amount.size;
    parts.push('×', writeAmount({ ...amount.size, upTo: undefined }));
    parts.push(isMany(amount) && !container.endsWith('s') ? `${container}s` : container);
  }
  if (rest !== '') parts.push(rest);
  return parts.join(' ');
}
