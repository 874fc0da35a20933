import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';

// Characters that could start markup anywhere in a line (emphasis, code, escapes, links, HTML,
// entities, headings' closing marks) or that a parser changes (controls, NUL). Bold written as
// '**words**' is the one mark read here; a line with any other is left to the full parser.
const markupCharacter = /[\p{Cc}_`\\[\]<>&#]/u;
// A block's text starts with a letter, a digit or a bracket, bold or not: never with a mark that
// could open another block inside it ('-', '>', '=', '~', a space), nor with a list's marker.
const blockStart = /^(\*\*)?[\p{L}\p{N}(]/u;
const startsAList = /^\d{1,9}[.)]( |$)/;
const headingMarker = /^(#{1,6}) /;
const itemMarker = /^(?:([-*+])|(\d{1,9})([.)])) /;
// '**words**' opened at the start or after a space and closed before the end, a space or one of
// ',.;:)', its words from a letter or digit to a letter, a digit or one of ':.)': its opening
// marks can only open and its closing ones only close, so it is always bold.
const boldRun = /(?<=^| )\*\*([\p{L}\p{N}][^*]*?[\p{L}\p{N}:.)]|[\p{L}\p{N}])\*\*(?=$|[ ,.;:)])/gu;

type Position = NonNullable<Root['position']>;
type Point = Position['start'];

interface Line {
  readonly text: string;
  /** Its offset in the markdown. */
  readonly start: number;
  readonly number: number;
}

const pointIn = (line: Line, column: number): Point => ({
  line: line.number,
  column: column + 1,
  offset: line.start + column,
});
const span = (line: Line, from: number, to: number): Position => ({
  start: pointIn(line, from),
  end: pointIn(line, to),
});

/** A block's text, from `from` to the end of its line, if it is plain: its text and bold runs. */
function readBlockText(line: Line, from: number): PhrasingContent[] | undefined {
  const text = line.text.slice(from);
  const plain =
    blockStart.test(text) &&
    !text.endsWith(' ') &&
    !markupCharacter.test(text) &&
    !startsAList.test(text);
  if (!plain) return undefined;
  const content: PhrasingContent[] = [];
  let at = 0;
  const addText = (end: number) => {
    if (end > at) {
      const value = text.slice(at, end);
      content.push({ type: 'text', value, position: span(line, from + at, from + end) });
    }
  };
  if (text.includes('*')) {
    for (const { index, 1: words = '' } of text.matchAll(boldRun)) {
      addText(index);
      const wordsAt = from + index + 2;
      content.push({
        type: 'strong',
        children: [
          { type: 'text', value: words, position: span(line, wordsAt, wordsAt + words.length) },
        ],
        position: span(line, from + index, wordsAt + words.length + 2),
      });
      at = index + words.length + 4;
    }
  }
  addText(text.length);
  const strayMark = content.some((node) => node.type === 'text' && node.value.includes('*'));
  return strayMark ? undefined : content;
}

/**
 * The tree `mdast-util-from-markdown` gives for markdown written plainly, as models and the
 * cookbook write a recipe's ingredients: '#' headings, one-line paragraphs and lists of one line
 * an item with no blank line between items, in text whose only mark is '**bold**'. Undefined for
 * any other markdown, which only the full parser reads right. Reading a short list here takes a
 * few microseconds; the full parser's set-up alone takes more than ten times that.
 */
export function parsePlainMarkdown(markdown: string): Root | undefined {
  if (markdown.includes('\r')) return undefined;
  const children: RootContent[] = [];
  let previous: 'blank' | 'heading' | 'paragraph' | 'item' = 'blank';
  let list: { node: List; marker: string } | undefined;
  let line: Line = { text: '', start: 0, number: 1 };
  let nextStart = 0;
  for (const [index, text] of markdown.split('\n').entries()) {
    line = { text, start: nextStart, number: index + 1 };
    nextStart += text.length + 1;
    if (text === '') {
      previous = 'blank';
      continue;
    }
    const heading = headingMarker.exec(text);
    if (heading) {
      const marks = heading[1] ?? '';
      const content = readBlockText(line, marks.length + 1);
      if (!content) return undefined;
      const depth = marks.length as 1 | 2 | 3 | 4 | 5 | 6;
      children.push({
        type: 'heading',
        depth,
        children: content,
        position: span(line, 0, text.length),
      });
      previous = 'heading';
      list = undefined;
      continue;
    }
    const item = itemMarker.exec(text);
    if (item) {
      const [prefix, bullet, number, delimiter] = item;
      const marker = bullet ?? delimiter ?? '';
      const sameList = list?.marker === marker;
      // A blank line between items makes a list loose; a list not starting at 1 cannot interrupt
      // a paragraph.
      if (sameList && previous === 'blank') return undefined;
      if (previous === 'paragraph' && number !== undefined && number !== '1') return undefined;
      const content = readBlockText(line, prefix.length);
      if (!content) return undefined;
      const position = span(line, 0, text.length);
      const listItem: ListItem = {
        type: 'listItem',
        spread: false,
        checked: null,
        children: [
          {
            type: 'paragraph',
            children: content,
            position: span(line, prefix.length, text.length),
          },
        ],
        position,
      };
      if (list && sameList) {
        list.node.children.push(listItem);
        list.node.position = {
          start: list.node.position?.start ?? position.start,
          end: position.end,
        };
      } else {
        const ordered = number !== undefined;
        const node: List = {
          type: 'list',
          ordered,
          start: ordered ? Number(number) : null,
          spread: false,
          children: [listItem],
          position,
        };
        list = { node, marker };
        children.push(node);
      }
      previous = 'item';
      continue;
    }
    // A line right after an item's or a paragraph's would continue it.
    if (previous === 'item' || previous === 'paragraph') return undefined;
    const content = readBlockText(line, 0);
    if (!content) return undefined;
    children.push({ type: 'paragraph', children: content, position: span(line, 0, text.length) });
    previous = 'paragraph';
    list = undefined;
  }
  const start = { line: 1, column: 1, offset: 0 };
  return { type: 'root', children, position: { start, end: pointIn(line, line.text.length) } };
}
