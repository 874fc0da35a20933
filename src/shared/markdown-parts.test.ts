import { describe, expect, it } from 'vitest';
import { markdownParts } from './markdown-parts.ts';

const texts = (markdown: string) =>
  markdownParts(markdown).map(({ start, end, headingDepth }) => ({
    text: markdown.slice(start, end),
    headingDepth,
  }));

describe('markdownParts', () => {
  it('cuts a recipe at each heading that starts a line, keeping its depth', () => {
    const markdown =
      'Intro.\n\n## Stew\n\n### Ingredients\n\n- 2 onions\n\n### Steps\n\n1. Cook.\n';
    expect(texts(markdown)).toEqual([
      { text: 'Intro.\n\n', headingDepth: undefined },
      { text: '## Stew\n\n', headingDepth: 2 },
      { text: '### Ingredients\n\n- 2 onions\n\n', headingDepth: 3 },
      { text: '### Steps\n\n1. Cook.\n', headingDepth: 3 },
    ]);
  });

  it('starts with the first heading when the text does, and cuts at \\r\\n and \\r line ends', () => {
    expect(texts('# A\r\ntext\r\n## B\rmore\r#\n')).toEqual([
      { text: '# A\r\ntext\r\n', headingDepth: 1 },
      { text: '## B\rmore\r', headingDepth: 2 },
      { text: '#\n', headingDepth: 1 },
    ]);
  });

  it('does not cut at what is no heading: a hashtag, seven marks, an indented line, a quoted one', () => {
    for (const line of ['#hashtag', '####### seven', ' # indented', '\t# tab', '> ## quoted']) {
      const markdown = `Text\n${line}\nmore\n`;
      expect(texts(markdown), line).toEqual([{ text: markdown, headingDepth: undefined }]);
    }
  });

  it('keeps the whole text as one part when something could hold a heading line or reach across', () => {
    for (const inside of [
      '```\n## Not a heading\n```',
      '~~~\n## Not a heading\n~~~',
      '<div>\n## Not a heading\n</div>',
      '  <!--\n## Not a heading\n-->',
      '[salt]: https://example.com/salt',
      '\uFEFFA mark',
      'Line\u2028## separator',
    ]) {
      const markdown = `# Title\n\n${inside}\n\n## Ingredients\n\n- [salt]\n`;
      expect(markdownParts(markdown), inside).toEqual([{ start: 0, end: markdown.length }]);
    }
  });
});
