import { describe, expect, it } from 'vitest';
import { formulas } from './formulas.ts';
import { LargestWorths } from './largest-worths.ts';

/** The sum of the `count` largest, added largest first. */
const largest = (worths: readonly number[], count: number) =>
  [...worths]
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, worth) => sum + worth, 0);

describe('the largest worths a formula’s lines could take', () => {
  it('sums, for its bases and each slot, the largest offered, as sorting each list would', () => {
    const room = new LargestWorths();
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 12 - 1;
    for (const formula of formulas) {
      const slots = Object.entries(formula.slots);
      for (let round = 0; round < 20; round++) {
        const offered = {
          bases: Array.from({ length: round % 7 }, random),
          slots: slots.map(() => Array.from({ length: (round * 3) % 8 }, random)),
        };
        const worths = room.startFor(formula);
        for (const worth of offered.bases) worths.offerToBases(worth);
        slots.forEach(([key], index) => {
          for (const worth of offered.slots[index] ?? []) worths.offerToSlot(key, worth);
        });
        const expected = slots.reduce(
          (most, [, slot], index) => most + largest(offered.slots[index] ?? [], slot.max),
          largest(offered.bases, Object.keys(formula.base).length),
        );
        expect(worths.sum(), formula.dish).toBe(expected);
        expect(worths.lines).toBe(
          Object.keys(formula.base).length + slots.reduce((sum, [, slot]) => sum + slot.max, 0),
        );
      }
    }
  });
});
