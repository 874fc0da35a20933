import { describe, expect, it } from 'vitest';
import type { AmountUnit } from '../recipe-checks.ts';
import { tidyAmount } from './tidy-amount.ts';

const tidy = (quantity: number, unit: AmountUnit, upTo?: number) => {
  const {
    quantity: tidied,
    unit: tidiedUnit,
    upTo: tidiedUpTo,
  } = tidyAmount({
    quantity,
    unit,
    rest: '',
    ...(upTo === undefined ? {} : { upTo }),
  });
  return [tidied, tidiedUnit, tidiedUpTo];
};

describe('an amount as a cook writes it', () => {
  it('snaps units: 3 tsp to 1 tbsp, 16 tbsp to 1 cup, 1,000 g to 1 kg, 16 oz to 1 lb', () => {
    expect(tidy(3, 'tsp')).toEqual([1, 'tbsp', undefined]);
    expect(tidy(16, 'tbsp')).toEqual([1, 'cup', undefined]);
    expect(tidy(4, 'tbsp')).toEqual([0.25, 'cup', undefined]);
    expect(tidy(1000, 'g')).toEqual([1, 'kg', undefined]);
    expect(tidy(1500, 'ml')).toEqual([1.5, 'l', undefined]);
    expect(tidy(16, 'oz')).toEqual([1, 'lb', undefined]);
  });

  it('goes down the ladder as well as up: half a kilo is 500 g, half a tablespoon 1½ tsp', () => {
    expect(tidy(0.5, 'kg')).toEqual([500, 'g', undefined]);
    expect(tidy(0.5, 'tbsp')).toEqual([1.5, 'tsp', undefined]);
    expect(tidy(0.125, 'cup')).toEqual([2, 'tbsp', undefined]);
    expect(tidy(0.5, 'lb')).toEqual([8, 'oz', undefined]);
  });

  it('keeps a smaller unit when the larger one would stray: 4 tsp is not 1½ tbsp', () => {
    expect(tidy(4, 'tsp')).toEqual([4, 'tsp', undefined]);
  });

  it('rounds whole items to the nearest half, never to nothing: no 2.6667 eggs', () => {
    expect(tidy(8 / 3, '')).toEqual([2.5, '', undefined]);
    expect(tidy(1.2, '')).toEqual([1, '', undefined]);
    expect(tidy(0.2, '')).toEqual([0.5, '', undefined]);
    expect(tidy(2.8, 'clove')).toEqual([3, 'clove', undefined]);
    expect(tidy(0.4, 'pinch')).toEqual([1, 'pinch', undefined]);
  });

  it('rounds grams and millilitres to sensible steps', () => {
    expect(tidy(3.3, 'g')).toEqual([3.5, 'g', undefined]);
    expect(tidy(37.4, 'g')).toEqual([37, 'g', undefined]);
    expect(tidy(133.33, 'g')).toEqual([135, 'g', undefined]);
    expect(tidy(666.7, 'ml')).toEqual([670, 'ml', undefined]);
    expect(tidy(1.333, 'kg')).toEqual([1.35, 'kg', undefined]);
  });

  it('rounds cups to the parts a cook measures, ⅓ and ¾ cups, else tablespoons', () => {
    expect(tidy(0.32, 'cup')).toEqual([1 / 3, 'cup', undefined]);
    expect(tidy(0.3, 'cup')).toEqual([5, 'tbsp', undefined]);
    expect(tidy(1.74, 'cup')).toEqual([1.75, 'cup', undefined]);
  });

  it('writes the top of a range in the unit of its bottom, and drops it when they meet', () => {
    expect(tidy(500, 'g', 1500)).toEqual([500, 'g', 1500]);
    expect(tidy(1000, 'g', 1500)).toEqual([1, 'kg', 1.5]);
    expect(tidy(2, '', 2.1)).toEqual([2, '', undefined]);
  });
});
