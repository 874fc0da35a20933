import type { LineAmount } from '../recipe-checks.ts';
import { convertAmount } from './convert-amount.ts';
import type { QuantityView } from './quantity-view.ts';
import { scaleAmount } from './scale-amount.ts';
import { tidyAmount } from './tidy-amount.ts';

/** An amount scaled, then converted (or tidied in its own units), from the amount as written. */
export function amountAsShown(amount: LineAmount, view: QuantityView): LineAmount {
  const scaled = scaleAmount(amount, view.factor);
  return view.measures === 'as-written' ? tidyAmount(scaled) : convertAmount(scaled, view.measures);
}
