import { describe, expect, it } from 'vitest';
import { lineWeight } from './line-weight.ts';

const flour = { cup: 125, tbsp: 7.8 };
const egg = { piece: 50 };

describe('lineWeight', () => {
  it('weighs a line in grams or kilos, ounces or pounds, exactly', () => {
    expect(lineWeight({ quantity: 200, unit: 'g', rest: 'flour' }, flour)).toEqual({
      grams: 200,
      upToGrams: 200,
      estimated: false,
    });
    expect(lineWeight({ quantity: 1, unit: 'lb', rest: 'flour' }, {})?.grams).toBeCloseTo(453.6);
  });

  it('estimates a volume from the food’s grams per cup', () => {
    const weight = lineWeight({ quantity: 2, unit: 'cup', rest: 'flour' }, flour);
    expect(weight?.grams).toBeCloseTo(250);
    expect(weight?.estimated).toBe(true);
    expect(lineWeight({ quantity: 2, unit: 'tbsp', rest: 'flour' }, flour)?.grams).toBeCloseTo(
      15.6,
      1,
    );
  });

  it('estimates a count from a typical piece, and a range from both ends', () => {
    expect(lineWeight({ quantity: 2, upTo: 3, unit: '', rest: 'eggs' }, egg)).toEqual({
      grams: 100,
      upToGrams: 150,
      estimated: true,
    });
  });

  it('weighs tins by their own size', () => {
    const tins = {
      quantity: 2,
      unit: '' as const,
      size: { quantity: 400, unit: 'g' as const, container: 'tin' },
      rest: 'chopped tomatoes',
    };
    expect(lineWeight(tins, {})?.grams).toBe(800);
  });

  it('weighs a drained tin as what is left once drained, an estimate', () => {
    const chickpeas = {
      quantity: 1,
      unit: '' as const,
      size: { quantity: 400, unit: 'g' as const, container: 'tin' },
      rest: 'chickpeas, drained and rinsed',
    };
    expect(lineWeight(chickpeas, {})).toEqual({ grams: 240, upToGrams: 240, estimated: true });
  });

  it('estimates a handful at about 30 g', () => {
    expect(lineWeight({ quantity: 2, unit: 'handful', rest: 'spinach' }, {})).toEqual({
      grams: 60,
      upToGrams: 60,
      estimated: true,
    });
  });

  it('cannot tell a volume of a food whose density it does not know', () => {
    expect(lineWeight({ quantity: 1, unit: 'cup', rest: 'x' }, egg)).toBeUndefined();
  });
});
