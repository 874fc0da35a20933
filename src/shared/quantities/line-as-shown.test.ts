import { describe, expect, it } from 'vitest';
import type { CheckedLine } from '../recipe-checks.ts';
import { lineAsShown } from './line-as-shown.ts';

const feta: Pick<CheckedLine, 'text' | 'amount'> = {
  text: '100 g **feta**, crumbled',
  amount: { quantity: 100, unit: 'g', rest: 'feta, crumbled', gramsPer: { cup: 150 } },
};

describe('an ingredient line as shown', () => {
  it('is the line as written when nothing is scaled or converted', () => {
    expect(lineAsShown(feta, { factor: 1, measures: 'as-written' })).toBe(feta.text);
  });

  it('is the line as written when it has no amount', () => {
    expect(lineAsShown({ text: 'Salt, to taste' }, { factor: 3, measures: 'us' })).toBe(
      'Salt, to taste',
    );
  });

  it('is scaled and converted from the amount as written', () => {
    expect(lineAsShown(feta, { factor: 2, measures: 'as-written' })).toBe('200 g feta, crumbled');
    expect(lineAsShown(feta, { factor: 1, measures: 'us' })).toBe('⅔ cup feta, crumbled');
    expect(lineAsShown(feta, { factor: 0.5, measures: 'metric' })).toBe('50 g feta, crumbled');
  });
});
