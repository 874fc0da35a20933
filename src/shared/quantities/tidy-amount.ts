import type { AmountUnit, LineAmount } from '../recipe-checks.ts';
import { roundQuantity } from './round-quantity.ts';
import { ladderOf, type UnitLadder } from './unit-ladders.ts';
import { unitFacts } from './units.ts';

/** How far a written amount may stray from the exact one: a tenth, as a cook measures. */
export const writingTolerance = 0.1;

const strayOf = (written: number, exact: number) => Math.abs(written - exact) / exact;

interface Written {
  quantity: number;
  unit: AmountUnit;
  /** How far the written quantity strays from the exact one, as a share of it. */
  stray: number;
}

/**
 * An amount of millilitres or grams (or pieces) in the largest unit of the ladder that holds at
 * least its least and writes it within the tolerance: 45 ml of spoons is 3 tbsp, 1,250 g is
 * 1.25 kg, 20 ml is 4 tsp (1⅓ tbsp would round to 1½, too far). Failing all, the smallest.
 */
export function inLadder(base: number, ladder: UnitLadder): Written {
  for (const { unit, least } of [...ladder].reverse()) {
    const exact = base / unitFacts[unit].size;
    const quantity = roundQuantity(exact, unit);
    const stray = strayOf(quantity, exact);
    if (exact >= least && stray <= writingTolerance) return { quantity, unit, stray };
  }
  const unit = ladder[0]?.unit ?? '';
  const exact = base / unitFacts[unit].size;
  const quantity = roundQuantity(exact, unit);
  return { quantity, unit, stray: strayOf(quantity, exact) };
}

/**
 * An amount written on a ladder: rounded to what can be measured, in the unit that says it best.
 * `toBase` turns one of the amount's unit into the ladder's millilitres or grams (a food's grams
 * per millilitre, when a volume goes onto a ladder of weights). The top of a range follows the
 * quantity's unit; `stray` is how far the quantity strays from the exact one.
 */
export function writeOnLadder(
  amount: LineAmount,
  ladder: UnitLadder,
  toBase: number,
): { amount: LineAmount; stray: number } {
  const { quantity, unit, stray } = inLadder(amount.quantity * toBase, ladder);
  const { upTo: exactUpTo, ...rest } = amount;
  const upTo =
    exactUpTo === undefined
      ? undefined
      : roundQuantity((exactUpTo * toBase) / unitFacts[unit].size, unit);
  return {
    amount:
      upTo !== undefined && upTo > quantity
        ? { ...rest, quantity, upTo, unit }
        : { ...rest, quantity, unit },
    stray,
  };
}

/** An amount as a cook writes it in its own units: 2.6667 eggs are 2½, 3 tsp 1 tbsp, 1,000 g 1 kg. */
export function tidyAmount(amount: LineAmount): LineAmount {
  return writeOnLadder(amount, ladderOf(amount.unit), unitFacts[amount.unit].size).amount;
}
