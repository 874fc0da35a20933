/** A stretch of a recipe's markdown that parses alone as it does within the whole text. */
export interface MarkdownPart {
  readonly start: number;
  readonly end: number;
  /** The depth of the heading it starts with; none for the text before the first heading. */
  readonly headingDepth?: number;
}

// A heading written with '#' at the very start of a line ends every block open before it (it is
// no paragraph's continuation and too little indented for a list item's or a quote's), so the
// text from one to the next parses the same alone, unless something can hold such a line or reach
// across them: fenced code and HTML blocks hold it, a link reference definition is used anywhere,
// a byte-order mark is left out of the offsets, and JavaScript ends lines where markdown does not.
const reachesAcrossHeadings = /```|~~~|^[ \t]*<|\]:|\uFEFF|[\u2028\u2029]/m;
const headingLine = /(^|\r\n|\r|\n)(#{1,6})(?=[ \t\r\n]|$)/g;

/**
 * A recipe's markdown cut at each '#' heading that starts a line, so that a part can be parsed
 * without the others; the whole text as one part when something could reach across them.
 */
export function markdownParts(markdown: string): MarkdownPart[] {
  if (reachesAcrossHeadings.test(markdown)) return [{ start: 0, end: markdown.length }];
  const headings = [...markdown.matchAll(headingLine)].map(
    ({ index, 1: lineEnd = '', 2: marks = '' }) => ({
      start: index + lineEnd.length,
      depth: marks.length,
    }),
  );
  const parts: MarkdownPart[] = [];
  const firstHeading = headings[0]?.start ?? markdown.length;
  if (firstHeading > 0) parts.push({ start: 0, end: firstHeading });
  headings.forEach(({ start, depth }, index) => {
    const end = headings[index + 1]?.start ?? markdown.length;
    parts.push({ start, end, headingDepth: depth });
  });
  return parts;
}
