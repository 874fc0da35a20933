import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIngredient } from 'parse-ingredient';
import { parse } from 'yaml';
import { amountUnits, type LineAmount } from '../../shared/recipe-checks.ts';
import { mayHoldAmount, mayHoldNumber, readAmount, readAmounts } from './read-amount.ts';

/** One line of amount-lines.yaml: a line as a recipe writes it and the amount a cook reads in it. */
interface AmountLine {
  line: string;
  /** Null when the line gives no amount to scale. */
  amount: LineAmount | null;
  /** A reading the reader is not asked to give yet. */
  skip?: string;
}

const entries = parse(
  readFileSync(new URL('./amount-lines.yaml', import.meta.url), 'utf8'),
) as AmountLine[];
const checked = entries.filter((entry) => entry.skip === undefined);
const skipped = entries.filter((entry) => entry.skip !== undefined);

describe('readAmount', () => {
  it('is proved on at least 220 lines, each written once', () => {
    const lines = entries.map((entry) => entry.line);
    expect(lines.length).toBeGreaterThanOrEqual(220);
    expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
  });

  it('expects only the units a line is read in', () => {
    const units = entries.flatMap(({ amount }) =>
      amount ? [amount.unit, ...(amount.size ? [amount.size.unit] : [])] : [],
    );
    expect(units.filter((unit) => !(amountUnits as readonly string[]).includes(unit))).toEqual([]);
  });

  it.each(checked.map((entry) => [entry.line, entry.amount] as const))(
    'reads %j',
    (line, amount) => {
      expect(readAmount(line) ?? null).toEqual(amount);
    },
  );

  for (const entry of skipped) {
    it.skip(`reads ${JSON.stringify(entry.line)} (${entry.skip})`, () => {
      expect(readAmount(entry.line) ?? null).toEqual(entry.amount);
    });
  }

  it('reads lines together as it reads each alone', () => {
    const lines = entries.map((entry) => entry.line);
    expect(readAmounts(lines)).toEqual(lines.map((line) => readAmount(line)));
  });

  it('gives parse-ingredient only lines it could find a number in', () => {
    // Every line above with its digits, then everything beyond ASCII, taken out; Roman numerals.
    const numberless = [
      ...entries.map((entry) => entry.line.replace(/[0-9]/g, '')),
      ...entries.map((entry) => entry.line.replace(/[^\x20-\x7e]/g, '').replace(/[0-9]/g, 'x')),
      'IV eggs',
      'eggs xii',
      'MDC',
      '.',
      '$ eggs',
      'eggs %',
    ].filter((line) => !mayHoldNumber(line));
    expect(numberless.length).toBeGreaterThan(400);
    const withQuantity = numberless.filter(
      (line) => parseIngredient(line, { round: false })[0]?.quantity != null,
    );
    expect(withQuantity).toEqual([]);
    expect(mayHoldNumber('½ lemon')).toBe(true);
    expect(mayHoldNumber('eggs x2')).toBe(true);
  });

  it('reads further only a line that could hold an amount: every line above with one could', () => {
    const withAmounts = checked.filter((entry) => entry.amount !== null);
    expect(withAmounts.length).toBeGreaterThan(150);
    expect(withAmounts.filter((entry) => !mayHoldAmount(entry.line))).toEqual([]);
    for (const line of ['Two cloves garlic', 'an egg', 'Pinch of sugar', 'Juice of one lemon'])
      expect(mayHoldAmount(line), line).toBe(true);
    for (const line of ['eggs', 'chicken breasts', 'Salt, to taste', 'leftover roast chicken'])
      expect(mayHoldAmount(line), line).toBe(false);
  });
});
