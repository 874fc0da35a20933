/** A part of a recipe's markdown that is a tight list, perhaps under a heading, cut at its items. */
export interface ListItems {
  /** Where the list begins in the part: what is before it (its heading) parses alone. */
  readonly listStart: number;
  readonly ordered: boolean;
  /** The first item's number, which an ordered list starts from. */
  readonly first: number;
  /** Where each item begins and ends in the part. */
  readonly items: readonly { readonly start: number; readonly end: number }[];
}

const headingLine = /^#{1,6}(?:[ \t]|$)/;
const itemStart = /^(?:(\d{1,9})([.)])|([-*+]))(?:[ \t]|$)/;
// '* * *' and '- - -' are rules, not items.
const thematicBreak = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/**
 * The items of a part that is one tight list to its end, perhaps under one '#' heading: each item
 * parses alone as it does within the list, so a list that grows need not be parsed whole again.
 * Only when every line of the list starts an item of the same kind or is indented (a line of the
 * item before), with no blank line in it: a blank line makes the list loose (every item a
 * paragraph), a line at the margin may end the list or continue one item's paragraph, and another
 * marker starts another list. Otherwise none.
 */
export function listItemsOf(text: string): ListItems | undefined {
  if (text.includes('\r')) return undefined;
  const lines = text.split('\n');
  // The last line, after the text's final line end, may be empty: it is no blank line.
  if (lines.at(-1) === '') lines.pop();
  let at = 0;
  let offset = 0;
  const next = () => (offset += (lines[at++] ?? '').length + 1);
  if (headingLine.test(lines[0] ?? '')) next();
  while (at < lines.length && (lines[at] ?? '').trim() === '') next();
  const listStart = offset;
  const first = itemStart.exec(lines[at] ?? '');
  if (!first || thematicBreak.test(lines[at] ?? '')) return undefined;
  const kind = first[2] ?? first[3];
  const items: { start: number; end: number }[] = [];
  for (; at < lines.length; next()) {
    const line = lines[at] ?? '';
    const item = thematicBreak.test(line) ? null : itemStart.exec(line);
    if (item) {
      if ((item[2] ?? item[3]) !== kind) return undefined;
      const last = items.at(-1);
      if (last) last.end = offset;
      items.push({ start: offset, end: text.length });
    } else if (line.trim() === '' || !/^[ \t]/.test(line)) {
      return undefined;
    }
  }
  return { listStart, ordered: first[1] !== undefined, first: Number(first[1] ?? 1), items };
}
