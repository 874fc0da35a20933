import { describe, expect, it } from 'vitest';
import type { LineAmount } from '../recipe-checks.ts';
import { writeAmount, writeLine } from './write-amount.ts';

describe('writing an amount', () => {
  it('writes kitchen fractions for spoons, cups and counts, decimals for metric units', () => {
    expect(writeAmount({ quantity: 1.5, unit: 'cup' })).toBe('1½ cups');
    expect(writeAmount({ quantity: 1 / 3, unit: 'cup' })).toBe('⅓ cup');
    expect(writeAmount({ quantity: 0.125, unit: 'tsp' })).toBe('⅛ tsp');
    expect(writeAmount({ quantity: 2.5, unit: '' })).toBe('2½');
    expect(writeAmount({ quantity: 1.25, unit: 'kg' })).toBe('1.25 kg');
    expect(writeAmount({ quantity: 100, unit: 'g' })).toBe('100 g');
  });

  it('writes a range with an en dash, the unit agreeing with its top', () => {
    expect(writeAmount({ quantity: 1, upTo: 2, unit: 'clove' })).toBe('1–2 cloves');
    expect(writeAmount({ quantity: 1, unit: 'pinch' })).toBe('1 pinch');
    expect(writeAmount({ quantity: 2, unit: 'pinch' })).toBe('2 pinches');
  });
});

describe('writing a line', () => {
  const eggs: LineAmount = { quantity: 2, unit: '', rest: 'large eggs, beaten' };
  const onion: LineAmount = { quantity: 1, unit: '', rest: 'medium onion, finely chopped' };

  it('makes the counted noun agree with the new count', () => {
    expect(writeLine({ ...eggs, quantity: 1 }, eggs)).toBe('1 large egg, beaten');
    expect(writeLine({ ...eggs, quantity: 0.5 }, eggs)).toBe('½ large egg, beaten');
    expect(writeLine({ ...onion, quantity: 2 }, onion)).toBe('2 medium onions, finely chopped');
    const tomatoes: LineAmount = { quantity: 1, unit: '', rest: 'tomato' };
    expect(writeLine({ ...tomatoes, quantity: 3 }, tomatoes)).toBe('3 tomatoes');
    const leaves: LineAmount = { quantity: 2, unit: '', rest: 'bay leaves' };
    expect(writeLine({ ...leaves, quantity: 1 }, leaves)).toBe('1 bay leaf');
  });

  it('writes the unit and the rest of the line as written', () => {
    const flour: LineAmount = { quantity: 1, unit: 'cup', rest: 'flour, sifted' };
    expect(writeLine({ ...flour, quantity: 1.5 }, flour)).toBe('1½ cups flour, sifted');
  });

  it('writes what is taken from the amount before it: juice of 2 lemons', () => {
    const lemon: LineAmount = { lead: 'Juice of', quantity: 1, unit: '', rest: 'lemon' };
    expect(writeLine({ ...lemon, quantity: 2 }, lemon)).toBe('Juice of 2 lemons');
  });

  it('writes tins as a count times their size', () => {
    const tins: LineAmount = {
      quantity: 1,
      unit: '',
      size: { quantity: 400, unit: 'g', container: 'tin' },
      rest: 'chopped tomatoes',
    };
    expect(writeLine({ ...tins, quantity: 2 }, tins)).toBe('2 × 400 g tins chopped tomatoes');
    expect(writeLine(tins, tins)).toBe('1 × 400 g tin chopped tomatoes');
  });
});
