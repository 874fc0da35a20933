import { Children, Fragment, isValidElement, memo, type ReactNode } from 'react';
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import { lineAsShown } from '../../shared/quantities/line-as-shown.ts';
import { markdownParts } from '../../shared/markdown-parts.ts';
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

interface RecipeMarkdownProps {
  markdown: string;
  /** The ingredient lines the server checked, found by where their list items start. */
  lines?: readonly CheckedLine[];
  /** Once the recipe is finished: how its quantities and temperatures are shown. */
  view?: QuantityView;
  /** The servings shown, which the recipe's own 'Serves 2' follows. */
  serves?: number;
}

/**
 * The recipe rendered part by part (cut at its '#' headings, each part parsing as it does within
 * the whole): as the text grows only its last part is parsed again, and the checks' marks render
 * only the parts holding their lines, so a long recipe makes no long task on a slow phone.
 */
export default function RecipeMarkdown({
  markdown,
  lines = [],
  view,
  serves,
}: RecipeMarkdownProps) {
  // Between two parts, the line end the whole markdown's rendering puts between its blocks.
  return markdownParts(markdown).map(({ start, end }, index) => (
    <Fragment key={start}>
      {index > 0 && '\n'}
      <RecipePart
        markdown={markdown.slice(start, end)}
        start={start}
        lines={lines.filter((line) => line.offset >= start && line.offset < end)}
        view={view}
        serves={serves}
      />
    </Fragment>
  ));
}

const sameLines = (a: readonly CheckedLine[], b: readonly CheckedLine[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

// The view is made anew on each render of the recipe: it is the same when it says the same.
const sameView = (a: QuantityView | undefined, b: QuantityView | undefined) =>
  a === b || (a?.factor === b?.factor && a?.measures === b?.measures);

/** One part of the recipe, starting at `start` in its markdown; rendered again only when it changes. */
const RecipePart = memo(
  function RecipePart({
    markdown,
    start,
    lines = [],
    view,
    serves,
  }: RecipeMarkdownProps & { start: number }) {
    const byOffset = new Map(lines.map((line) => [line.offset - start, line]));
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
  },
  (before, after) =>
    before.markdown === after.markdown &&
    before.start === after.start &&
    sameView(before.view, after.view) &&
    before.serves === after.serves &&
    sameLines(before.lines ?? [], after.lines ?? []),
);
