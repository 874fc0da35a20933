import { describe, expect, it } from 'vitest';
import { clipboardFormats } from './clipboard-formats.ts';

const recipe = `## Chicken & Rice

*Serves 2* with **chicken thighs**, see [the source](https://example.org/a?b=1&c=2).

### Ingredients
- 2 **chicken thighs**
- 1 cup rice
  - or *quinoa*

### Method
1. Cook the rice.
2. Fry the chicken
   until golden.
`;

describe('a recipe copied', () => {
  it('as plain text: headings and paragraphs as lines, list items after "- " or their number', () => {
    expect(clipboardFormats(recipe).plain).toBe(
      [
        'Chicken & Rice',
        '',
        'Serves 2 with chicken thighs, see the source.',
        '',
        'Ingredients',
        '',
        '- 2 chicken thighs',
        '- 1 cup rice',
        '  - or quinoa',
        '',
        'Method',
        '',
        '1. Cook the rice.',
        '2. Fry the chicken until golden.',
      ].join('\n'),
    );
  });

  it('as HTML, with its headings, lists and emphasis', () => {
    expect(clipboardFormats(recipe).html).toBe(
      '<h2>Chicken &amp; Rice</h2>' +
        '<p><em>Serves 2</em> with <strong>chicken thighs</strong>, see <a href="https://example.org/a?b=1&amp;c=2">the source</a>.</p>' +
        '<h3>Ingredients</h3>' +
        '<ul><li>2 <strong>chicken thighs</strong></li><li>1 cup rice<ul><li>or <em>quinoa</em></li></ul></li></ul>' +
        '<h3>Method</h3>' +
        '<ol><li>Cook the rice.</li><li>Fry the chicken\nuntil golden.</li></ol>',
    );
  });

  it('as HTML, escapes the text and keeps no script address or image', () => {
    const { html } = clipboardFormats(
      '<img src=x onerror=alert(1)> [tap](javascript:alert(1)) ![a pixel](https://tracker.example/p.gif)',
    );
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt; tap a pixel</p>');
  });

  it('keeps a numbered list’s own first number', () => {
    const { plain, html } = clipboardFormats('3. Stir.\n4. Serve.');
    expect(plain).toBe('3. Stir.\n4. Serve.');
    expect(html).toBe('<ol start="3"><li>Stir.</li><li>Serve.</li></ol>');
  });
});
