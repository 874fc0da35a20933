import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecipeDelta } from './recipe-engine.ts';
import { ThinkTagSplitter } from './think-tag-splitter.ts';

/** Everything the splitter makes of these pieces of content, in order. */
function split(pieces: readonly string[]) {
  const splitter = new ThinkTagSplitter();
  const deltas: RecipeDelta[] = [];
  for (const piece of pieces) deltas.push(...splitter.push(piece));
  deltas.push(...splitter.end());
  const text = deltas.map((delta) => (delta.type === 'text' ? delta.text : '')).join('');
  const thinking = deltas.filter((delta) => delta.type === 'thinking').length;
  return { deltas, text, thinking };
}

/** `text` cut at the given places. */
function cut(text: string, places: readonly number[]): string[] {
  const ends = [...new Set(places.map((place) => place % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

const answer = fc
  .string({ minLength: 1 })
  .filter((text) => text.trim() !== '' && text === text.trimStart());

describe('the think-tag splitter', () => {
  it('drops a think block split inside both tags, and gives the answer after it', () => {
    const { deltas, text } = split([
      '<thi',
      'nk>The user has eggs. ',
      'Maybe a frittata.</th',
      'ink>\n\n## Frittata',
      '\n\nBeat the eggs.',
    ]);
    expect(text).toBe('## Frittata\n\nBeat the eggs.');
    expect(deltas.slice(0, 3)).toEqual([
      { type: 'thinking' },
      { type: 'thinking' },
      { type: 'thinking' },
    ]);
  });

  it('says thinking for each piece of thought, so a long think is seen to be alive', () => {
    const thoughts = Array.from({ length: 50 }, (_, index) => `thought ${index}. `);
    const { thinking, text } = split(['<think>', ...thoughts, '</think>', 'Soup.']);
    expect(thinking).toBe(52);
    expect(text).toBe('Soup.');
  });

  it('passes an answer without thoughts through unchanged, even one that starts like a tag', () => {
    expect(split(['## Soup', '\n\nBoil.']).text).toBe('## Soup\n\nBoil.');
    expect(split(['<thi', 'ng> is not a tag']).text).toBe('<thing> is not a tag');
    expect(split(['<', 'b>bold</b>']).text).toBe('<b>bold</b>');
    expect(split(['<thi']).text).toBe('<thi');
  });

  it('leaves a think tag later in the answer as text', () => {
    expect(split(['Soup. ', '<think>x</think>']).text).toBe('Soup. <think>x</think>');
  });

  it('gives no text when the content ends inside its thoughts', () => {
    const { text, thinking } = split(['<think>', 'still thinking', '</thi']);
    expect(text).toBe('');
    expect(thinking).toBe(3);
  });

  it('gives the answer and never a thought, however the stream cuts it', () => {
    fc.assert(
      fc.property(
        fc.string().filter((thought) => !thought.includes('</think>')),
        answer,
        fc.constantFrom('', '\n', '\n\n', ' '),
        fc.array(fc.nat(), { maxLength: 12 }),
        (thought, text, gap, places) => {
          const whole = `<think>${thought}</think>${gap}${text}`;
          const result = split(cut(whole, places));
          expect(result.text).toBe(text);
          expect(result.thinking).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('gives an answer without a think block exactly as written, however the stream cuts it', () => {
    fc.assert(
      fc.property(
        answer.filter((text) => !text.startsWith('<think>')),
        fc.array(fc.nat(), { maxLength: 12 }),
        (text, places) => {
          const result = split(cut(text, places));
          expect(result.text).toBe(text);
          expect(result.thinking).toBe(0);
        },
      ),
    );
  });
});
