import { cleanup, render } from '@testing-library/react';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import RecipeMarkdown from './recipe-markdown.tsx';

const wholeRender = (markdown: string) =>
  render(
    <Markdown disallowedElements={['img']} unwrapDisallowed>
      {markdown}
    </Markdown>,
  ).container.innerHTML;

describe('RecipeMarkdown, rendering a recipe part by part', () => {
  it('renders what the whole markdown renders at once', () => {
    for (const markdown of [
      'Here is one for you.\n\n## Stew\n\n*Serves 4*\n\n### Ingredients\n\n- 2 onions\n- 1 carrot\n\n### Steps\n\n1. Cook.\n2. Serve.\n',
      '# A\r\n## B\r\ntext\r\n#### C\r\n- item\r\n',
      '## With code\n\n```\n## Not a heading\n```\n\n## After\n',
      '## Partial line at the end\n\n#',
    ]) {
      const whole = wholeRender(markdown);
      cleanup();
      expect(render(<RecipeMarkdown markdown={markdown} />).container.innerHTML, markdown).toBe(
        whole,
      );
      cleanup();
    }
  });

  it('marks a checked line in a later part by where its item starts in the whole markdown', () => {
    const markdown = '## Stew\n\n### Ingredients\n\n- 2 onions\n- 1 carrot\n';
    const offset = markdown.indexOf('- 1 carrot');
    const { container } = render(
      <RecipeMarkdown
        markdown={markdown}
        lines={[{ text: '1 carrot', offset, status: 'to-buy', optional: false }]}
      />,
    );
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '2 onions',
      '1 carrot to buy',
    ]);
  });
});
