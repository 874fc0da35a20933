import { describe, expect, it } from 'vitest';
import type { CheckedLine } from '../shared/recipe-checks.ts';
import { recipeAsShown } from './recipe-as-shown.ts';

const markdown = `## Frittata

*Serves 2 · 25 minutes*

- 6 eggs
- 100 g **feta**, crumbled
- Salt, to taste

1. Heat the oven to 200 °C.
`;

const line = (text: string, amount?: CheckedLine['amount']): CheckedLine => ({
  text,
  offset: markdown.indexOf(`- ${text.slice(0, 5)}`),
  status: 'have',
  optional: false,
  ...(amount ? { amount } : {}),
});

const lines = [
  line('6 eggs', { quantity: 6, unit: '', rest: 'eggs' }),
  line('100 g feta, crumbled', { quantity: 100, unit: 'g', rest: 'feta, crumbled' }),
  line('Salt, to taste'),
];

describe('the recipe as shown, to copy', () => {
  it('writes each line with an amount scaled, and the servings shown', () => {
    expect(recipeAsShown(markdown, lines, { factor: 2, measures: 'as-written' }, 4)).toBe(
      `## Frittata

*Serves 4 · 25 minutes*

- 12 eggs
- 200 g feta, crumbled
- Salt, to taste

1. Heat the oven to 200 °C (400 °F).
`,
    );
  });

  it('writes the lines in US measures and the oven in Fahrenheit first', () => {
    expect(recipeAsShown(markdown, lines, { factor: 1, measures: 'us' }, 2)).toContain(
      '- 3½ oz feta, crumbled\n',
    );
    expect(recipeAsShown(markdown, lines, { factor: 1, measures: 'us' }, 2)).toContain(
      'Heat the oven to 400 °F (200 °C).',
    );
  });

  it('keeps the markdown as written, but for the temperatures, when nothing is scaled', () => {
    expect(recipeAsShown(markdown, lines, { factor: 1, measures: 'as-written' }, 2)).toBe(
      markdown.replace('200 °C', '200 °C (400 °F)'),
    );
  });
});
