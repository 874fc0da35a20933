import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import type { CheckedLine, IngredientLineStatus } from '../../shared/recipe-checks.ts';

/** Each line's status in words, never colour alone. */
const statusWords: Record<IngredientLineStatus, string> = {
  have: 'you have it',
  staple: 'kitchen staple',
  'to-buy': 'to buy',
  unknown: 'not checked',
};

// The model's text is untrusted: react-markdown escapes raw HTML and blanks script URLs; links
// also open apart from this page, and images (which could track the reader) are left out.
const components: Components = {
  a: ({ node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

export default function RecipeMarkdown({
  markdown,
  lines = [],
}: {
  markdown: string;
  /** The ingredient lines the server checked, found by where their list items start. */
  lines?: readonly CheckedLine[];
}) {
  const byOffset = new Map(lines.map((line) => [line.offset, line]));
  const withMarks: Components = {
    ...components,
    li: ({ node, children, ...props }) => {
      const line = byOffset.get(node?.position?.start.offset ?? -1);
      return (
        <li {...props}>
          {children}
          {line && (
            <span className={`line-mark line-mark-${line.status}`}>
              {' '}
              {statusWords[line.status]}
            </span>
          )}
        </li>
      );
    },
  };
  return (
    <Markdown components={withMarks} disallowedElements={['img']} unwrapDisallowed>
      {markdown}
    </Markdown>
  );
}
