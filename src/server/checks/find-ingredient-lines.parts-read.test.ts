import type * as FromMarkdown from 'mdast-util-from-markdown';
import type * as PlainMarkdown from './plain-markdown.ts';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it, vi } from 'vitest';
import { findIngredientLines } from './find-ingredient-lines.ts';
import { parsePlainMarkdown } from './plain-markdown.ts';

vi.mock('mdast-util-from-markdown', async (importOriginal) => {
  const original = await importOriginal<typeof FromMarkdown>();
  return { fromMarkdown: vi.fn(original.fromMarkdown) };
});
vi.mock('./plain-markdown.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PlainMarkdown>();
  return { parsePlainMarkdown: vi.fn(original.parsePlainMarkdown) };
});

const recipe = `Here is a comforting one-pan dinner; it needs only a few staples.

## Greek Chicken with Orzo

*Serves 4 · 40 minutes*

### Ingredients

- 4 chicken thighs
- 250 g orzo

#### For the topping

- 100 g feta, crumbled *(optional)*

### Instructions

1. **Brown the chicken.** Season it and cook for 5 minutes a side.
2. **Simmer.** Add the orzo and the stock and cook for 12 minutes, as needed.

### Tips

- Chicken breasts work too.
`;

describe('findIngredientLines reading a model’s recipe', () => {
  it('parses the ingredients and the sub-headings inside them, not the intro, steps or tips', () => {
    expect(findIngredientLines(recipe)?.map((line) => line.text)).toEqual([
      '4 chicken thighs',
      '250 g orzo',
      '100 g feta, crumbled (optional)',
    ]);
    const firstLines = (calls: [unknown, ...unknown[]][]) =>
      calls.map(([text]) => String(text).split('\n')[0]);
    expect(firstLines(vi.mocked(parsePlainMarkdown).mock.calls)).toEqual([
      '### Ingredients',
      '#### For the topping',
    ]);
    // Only the part with markup beyond bold needs the full parser.
    expect(firstLines(vi.mocked(fromMarkdown).mock.calls)).toEqual(['#### For the topping']);
  });
});
