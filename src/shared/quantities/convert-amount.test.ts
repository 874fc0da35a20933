import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AmountUnit, LineAmount } from '../recipe-checks.ts';
import { convertAmount } from './convert-amount.ts';
import { writingTolerance } from './tidy-amount.ts';
import { unitFacts } from './units.ts';

const flour = { cup: 125 };

function convert(
  quantity: number,
  unit: AmountUnit,
  system: 'metric' | 'us',
  gramsPer?: LineAmount['gramsPer'],
) {
  const amount = convertAmount(
    { quantity, unit, rest: '', ...(gramsPer ? { gramsPer } : {}) },
    system,
  );
  return [amount.quantity, amount.unit];
}

describe('converting an amount to metric', () => {
  it('writes weights in g and kg, volumes in ml and l', () => {
    expect(convert(8, 'oz', 'metric')).toEqual([225, 'g']);
    expect(convert(2, 'lb', 'metric')).toEqual([910, 'g']);
    expect(convert(3, 'lb', 'metric')).toEqual([1.35, 'kg']);
    expect(convert(1, 'cup', 'metric')).toEqual([240, 'ml']);
    expect(convert(8, 'fl oz', 'metric')).toEqual([240, 'ml']);
  });

  it('keeps spoons for small volumes', () => {
    expect(convert(2, 'tbsp', 'metric')).toEqual([2, 'tbsp']);
    expect(convert(1, 'tsp', 'metric', { tsp: 6 })).toEqual([1, 'tsp']);
  });

  it('weighs a cup of a food whose weight per cup the kitchen knows: flour is 125 g a cup', () => {
    expect(convert(1, 'cup', 'metric', flour)).toEqual([125, 'g']);
    expect(convert(2, 'cup', 'metric', { cup: 339 })).toEqual([680, 'g']);
  });

  it('leaves counts, cloves, pinches and handfuls as they are', () => {
    expect(convert(2, 'clove', 'metric')).toEqual([2, 'clove']);
    expect(convert(3, '', 'us')).toEqual([3, '']);
  });

  it('converts a tin’s size: a 14.5 oz can is a 410 g tin', () => {
    const amount = convertAmount(
      { quantity: 2, unit: '', size: { quantity: 14.5, unit: 'oz', container: 'can' }, rest: '' },
      'metric',
    );
    expect(amount.size).toEqual({ quantity: 410, unit: 'g', container: 'can' });
  });
});

describe('converting an amount to US measures', () => {
  it('writes volumes in spoons and cups, and weights in oz and lb', () => {
    expect(convert(500, 'ml', 'us')).toEqual([2, 'cup']);
    expect(convert(15, 'ml', 'us')).toEqual([1, 'tbsp']);
    expect(convert(100, 'g', 'us')).toEqual([3.5, 'oz']);
    expect(convert(1, 'kg', 'us')).toEqual([2.25, 'lb']);
  });

  it('measures by the cup a food whose weight per cup the kitchen knows', () => {
    expect(convert(250, 'g', 'us', flour)).toEqual([2, 'cup']);
    expect(convert(25, 'g', 'us', { cup: 200, tbsp: 12.5 })).toEqual([2, 'tbsp']);
  });

  it('keeps grams when no US unit writes the weight within a tenth', () => {
    expect(convert(2, 'g', 'us')).toEqual([2, 'g']);
  });

  it('converts a tin’s size: a 400 ml tin is a 13½ fl oz can', () => {
    const amount = convertAmount(
      { quantity: 1, unit: '', size: { quantity: 400, unit: 'ml', container: 'tin' }, rest: '' },
      'us',
    );
    expect(amount.size).toEqual({ quantity: 13.5, unit: 'fl oz', container: 'tin' });
  });
});

const inBase = (amount: LineAmount) => amount.quantity * unitFacts[amount.unit].size;

describe('metric to US and back', () => {
  it('comes back within rounding', () => {
    const metricAmount = fc.record({
      quantity: fc.double({ min: 1, max: 3000, noNaN: true }),
      unit: fc.constantFrom<AmountUnit>('g', 'ml'),
      rest: fc.constant('flour'),
      gramsPer: fc.option(
        fc.record({ cup: fc.integer({ min: 50, max: 350 }) }, { requiredKeys: ['cup'] }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(metricAmount, ({ gramsPer, ...amount }) => {
        const written = gramsPer ? { ...amount, gramsPer } : amount;
        const back = convertAmount(convertAmount(written, 'us'), 'metric');
        const kindOf = (unit: AmountUnit) => unitFacts[unit].kind;
        // Back in the kind it started in, unless the food's weight per cup took it across.
        const original =
          kindOf(back.unit) === kindOf(amount.unit)
            ? inBase(amount)
            : amount.unit === 'g'
              ? (inBase(amount) / gramsPer!.cup) * 240
              : (inBase(amount) / 240) * gramsPer!.cup;
        const allowed = (1 + writingTolerance) ** 3 - 1;
        expect(Math.abs(inBase(back) - original) / original).toBeLessThanOrEqual(allowed);
      }),
    );
  });
});
