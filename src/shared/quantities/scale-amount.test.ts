import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountUnits, type LineAmount } from '../recipe-checks.ts';
import { scaleAmount } from './scale-amount.ts';

export const anyAmount: fc.Arbitrary<LineAmount> = fc
  .record({
    quantity: fc.double({ min: 0.1, max: 5000, noNaN: true }),
    extra: fc.option(fc.double({ min: 0.1, max: 100, noNaN: true }), { nil: undefined }),
    unit: fc.constantFrom(...amountUnits),
    rest: fc.constantFrom('eggs', 'flour, sifted', 'milk'),
  })
  .map(({ quantity, extra, unit, rest }) =>
    extra === undefined
      ? { quantity, unit, rest }
      : { quantity, upTo: quantity + extra, unit, rest },
  );

describe('scaling an amount', () => {
  it('multiplies the quantity and the top of its range', () => {
    expect(scaleAmount({ quantity: 2, upTo: 3, unit: 'clove', rest: 'garlic' }, 1.5)).toEqual({
      quantity: 3,
      upTo: 4.5,
      unit: 'clove',
      rest: 'garlic',
    });
  });

  it('scales the number of tins, not their size', () => {
    const tins: LineAmount = {
      quantity: 1,
      unit: '',
      size: { quantity: 400, unit: 'g', container: 'tin' },
      rest: 'chopped tomatoes',
    };
    expect(scaleAmount(tins, 2)).toEqual({ ...tins, quantity: 2 });
  });

  it('gives the same quantities back when scaled by k and then by 1/k', () => {
    fc.assert(
      fc.property(anyAmount, fc.double({ min: 1 / 24, max: 24, noNaN: true }), (amount, k) => {
        const back = scaleAmount(scaleAmount(amount, k), 1 / k);
        expect(back.unit).toBe(amount.unit);
        expect(back.quantity).toBeCloseTo(amount.quantity, 9);
        if (amount.upTo === undefined) expect(back.upTo).toBeUndefined();
        else expect(back.upTo).toBeCloseTo(amount.upTo, 9);
      }),
    );
  });
});
