import { Children, isValidElement, type ReactNode } from 'react';
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import { lineAsShown } from '../../shared/quantities/line-as-shown.ts';
import { isAsWritten, type QuantityView } from '../../shared/quantities/quantity-view.ts';
import type { CheckedLine, IngredientLineStatus } from '../../shared/recipe-checks.ts';
import { textAsShown } from '../text-as-shown.ts';

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

/** The parts of the syntax tree a text rewrite walks. */
interface TreeNode {
  type: string;
  value?: string;
  children?: TreeNode[];
}

/** A rehype step that rewrites every text of the rendered recipe, leaving its positions. */
function rewriteTexts(rewrite: (text: string) => string) {
  function visit(node: TreeNode) {
    if (node.type === 'text' && node.value !== undefined) node.value = rewrite(node.value);
    node.children?.forEach(visit);
  }
  return () => visit;
}

/** A list item's own nested lists, kept when its line is written anew. */
const nestedLists = (children: ReactNode) =>
  Children.toArray(children).filter(
    (child) => isValidElement(child) && (child.type === 'ul' || child.type === 'ol'),
  );

export default function RecipeMarkdown({
  markdown,
  lines = [],
  view,
  serves,
}: {
  markdown: string;
  /** The ingredient lines the server checked, found by where their list items start. */
  lines?: readonly CheckedLine[];
  /** Once the recipe is finished: how its quantities and temperatures are shown. */
  view?: QuantityView;
  /** The servings shown, which the recipe's own 'Serves 2' follows. */
  serves?: number;
}) {
  const byOffset = new Map(lines.map((line) => [line.offset, line]));
  const changed = view !== undefined && !isAsWritten(view);
  const withMarks: Components = {
    ...components,
    li: ({ node, children, ...props }) => {
      const line = byOffset.get(node?.position?.start.offset ?? -1);
      const rewritten = line?.amount && view && changed ? lineAsShown(line, view) : undefined;
      return (
        <li {...props}>
          {rewritten === undefined ? (
            children
          ) : (
            <>
              {rewritten}
              {nestedLists(children)}
            </>
          )}
          {line && (
            <span className={`line-mark line-mark-${line.status}`}>
              {' '}
              {statusWords[line.status]}
            </span>
          )}
          {line && changed && !line.amount && (
            <span className="line-mark line-mark-not-scaled"> not scaled</span>
          )}
        </li>
      );
    },
  };
  return (
    <Markdown
      components={withMarks}
      disallowedElements={['img']}
      unwrapDisallowed
      rehypePlugins={view ? [rewriteTexts(textAsShown(view, serves))] : []}
    >
      {markdown}
    </Markdown>
  );
}
