import type { CheckedLine } from '../recipe-checks.ts';
import { amountAsShown } from './amount-as-shown.ts';
import { isAsWritten, type QuantityView } from './quantity-view.ts';
import { writeLine } from './write-amount.ts';

/**
 * An ingredient line as the visitor sees it: written from its amount, scaled and converted; as
 * the recipe wrote it when nothing changes, or when the line has no amount we could read.
 */
export function lineAsShown(
  line: Pick<CheckedLine, 'text' | 'amount'>,
  view: QuantityView,
): string {
  if (!line.amount || isAsWritten(view)) return line.text;
  return writeLine(amountAsShown(line.amount, view), line.amount);
}
