import type { LineAmount } from '../recipe-checks.ts';

/**
 * An amount for `factor` times the servings, exactly: rounding is for writing it, after. A tin's
 * size stays: twice '1 × 400 g tin' is 2 tins of 400 g.
 */
export function scaleAmount(amount: LineAmount, factor: number): LineAmount {
  const scaled = { ...amount, quantity: amount.quantity * factor };
  return amount.upTo === undefined ? scaled : { ...scaled, upTo: amount.upTo * factor };
}
