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
      '### Steps\n\n3. Heat the *oil*.\n4. Fry the onion,\n   stirring.\n5.',
      '### Ingredients\n- 2 onions\n  - or 4 shallots\n- 1 **carrot**\n- Salt\n',
      '### Steps\n\n1. Cook.\n\n2. Serve.\n',
      '### Steps\n\n1. Cook.\n2. Serve.\n\nEnjoy!\n',
      '- a\n- b\n* c\n',
      '- a\n- - -\n- b\n',
      '1) a\n2) b\n',
    ]) {
      const whole = wholeRender(markdown);
      cleanup();
      expect(render(<RecipeMarkdown markdown={markdown} />).container.innerHTML, markdown).toBe(
        whole,
      );
      cleanup();
    }
  });

  it('keeps each item of a growing list in the page, only adding the new ones', () => {
    const steps = '## Stew\n\n### Steps\n\n1. Soften the onion.\n';
    const { container, rerender } = render(<RecipeMarkdown markdown={steps} />);
    const first = container.querySelector('li');
    rerender(<RecipeMarkdown markdown={`${steps}2. Add the stock.\n`} />);
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).toBe(first);

    // A loose list is parsed whole, and still keeps its items.
    const loose = '## Stew\n\n### Steps\n\n1. Soften the onion.\n\n';
    rerender(<RecipeMarkdown markdown={loose} />);
    const firstLoose = container.querySelector('li');
    rerender(<RecipeMarkdown markdown={`${loose}2. Add the stock.\n`} />);
    expect(container.querySelector('li')).toBe(firstLoose);
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
