import type { CheckedLine } from '../shared/recipe-checks.ts';
import { lineAsShown } from '../shared/quantities/line-as-shown.ts';
import { isAsWritten, type QuantityView } from '../shared/quantities/quantity-view.ts';
import { textAsShown } from './text-as-shown.ts';

// Loaded after first paint, with what writes the quantities (src/shared/quantities).
export { lineAsShown };

/** A list item's marker: '- ', '* ', '12. ', '- [ ] '. */
const listMarker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/;

/**
 * The recipe's markdown as the visitor sees it, to copy: each ingredient line with an amount
 * written scaled and converted (as plain text; as written when nothing changes), temperatures with the other scale beside them.
 */
export function recipeAsShown(
  markdown: string,
  lines: readonly CheckedLine[],
  view: QuantityView,
  serves: number | undefined,
): string {
  let shown = markdown;
  // From the last line up, so that each offset still points into the text as written.
  for (const line of [...lines].sort((a, b) => b.offset - a.offset)) {
    if (!line.amount || isAsWritten(view)) continue;
    const lineEnd = shown.indexOf('\n', line.offset);
    const end = lineEnd === -1 ? shown.length : lineEnd;
    const marker = listMarker.exec(shown.slice(line.offset, end))?.[0];
    if (marker === undefined) continue;
    const start = line.offset + marker.length;
    shown = `${shown.slice(0, start)}${lineAsShown(line, view)}${shown.slice(end)}`;
  }
  return textAsShown(view, serves)(shown);
}
