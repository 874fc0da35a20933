import {
  Children,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  memo,
  useContext,
  type ComponentProps,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import Markdown from 'react-markdown';
import { lineAsShown } from '../../shared/quantities/line-as-shown.ts';
import { listItemsOf, type ListItems } from '../../shared/list-items.ts';
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
 * the whole), a part that is a tight list item by item: as the text grows only its last part or
 * item is parsed again, and the checks' marks render only where their lines are, so a long recipe
 * makes no long task on a slow phone.
 */
export default function RecipeMarkdown({
  markdown,
  lines = [],
  view,
  serves,
}: RecipeMarkdownProps) {
  const linesIn = (from: number, to: number) =>
    lines.filter((line) => line.offset >= from && line.offset < to);
  // Between two parts, the line end the whole markdown's rendering puts between its blocks.
  return markdownParts(markdown).map(({ start, end }, index) => {
    const part = { markdown: markdown.slice(start, end), start, view, serves };
    const list = listItemsOf(part.markdown);
    return (
      <Fragment key={start}>
        {index > 0 && '\n'}
        {list ? (
          <RecipeList {...part} list={list} linesIn={linesIn} />
        ) : (
          <RecipePart {...part} lines={linesIn(start, end)} />
        )}
      </Fragment>
    );
  });
}

/**
 * A part that is a tight list, perhaps under a heading, rendered item by item into the one list
 * the whole markdown renders: as a long list grows, only its last item is parsed again.
 */
function RecipeList({
  markdown,
  start,
  list,
  linesIn,
  view,
  serves,
}: RecipeMarkdownProps & {
  start: number;
  list: ListItems;
  linesIn: (from: number, to: number) => readonly CheckedLine[];
}) {
  const List = list.ordered ? 'ol' : 'ul';
  return (
    <>
      {list.listStart > 0 && (
        <>
          <RecipePart
            markdown={markdown.slice(0, list.listStart)}
            start={start}
            lines={linesIn(start, start + list.listStart)}
            view={view}
            serves={serves}
          />
          {'\n'}
        </>
      )}
      <List start={list.ordered && list.first !== 1 ? list.first : undefined}>
        {'\n'}
        {list.items.map((item) => (
          <Fragment key={item.start}>
            <RecipePart
              markdown={markdown.slice(item.start, item.end)}
              start={start + item.start}
              lines={linesIn(start + item.start, start + item.end)}
              view={view}
              serves={serves}
              item
            />
            {'\n'}
          </Fragment>
        ))}
      </List>
    </>
  );
}

const sameLines = (a: readonly CheckedLine[], b: readonly CheckedLine[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

// The view is made anew on each render of the recipe: it is the same when it says the same.
const sameView = (a: QuantityView | undefined, b: QuantityView | undefined) =>
  a === b || (a?.factor === b?.factor && a?.measures === b?.measures);

/** What a part's list items are marked with: its checked lines by offset, and the view. */
interface LineMarks {
  byOffset: ReadonlyMap<number, CheckedLine>;
  view: QuantityView | undefined;
  /** The view changes what is written: amounts are rewritten, unscalable lines said so. */
  changed: boolean;
}

const LineMarksContext = createContext<LineMarks>({
  byOffset: new Map(),
  view: undefined,
  changed: false,
});

/**
 * A list item with its check's mark. One component for every render, its marks from context: a
 * component made anew with each render is a new type to React, which would put every item of a
 * growing list back into the page at each render, and lay it all out again.
 */
function MarkedItem({ node, children, ...props }: ComponentProps<'li'> & ExtraProps) {
  const { byOffset, view, changed } = useContext(LineMarksContext);
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
        <span className={`line-mark line-mark-${line.status}`}> {statusWords[line.status]}</span>
      )}
      {line && changed && !line.amount && (
        <span className="line-mark line-mark-not-scaled"> not scaled</span>
      )}
    </li>
  );
}

const withMarks: Components = { ...components, li: MarkedItem };

/**
 * A list of one item, rendered as its item alone: the list around it is its part's (a list within
 * the item is kept).
 */
function ItemOfList({ node, children, ...props }: HTMLAttributes<HTMLElement> & ExtraProps) {
  if (node?.position?.start.offset === 0) return Children.toArray(children).filter(isValidElement);
  return createElement(node?.tagName === 'ol' ? 'ol' : 'ul', props, children);
}

const itemOnly: Components = { ...withMarks, ol: ItemOfList, ul: ItemOfList };

/** One part of the recipe, starting at `start` in its markdown; rendered again only when it changes. */
const RecipePart = memo(
  function RecipePart({
    markdown,
    start,
    lines = [],
    view,
    serves,
    item = false,
  }: RecipeMarkdownProps & { start: number; item?: boolean }) {
    const marks: LineMarks = {
      byOffset: new Map(lines.map((line) => [line.offset - start, line])),
      view,
      changed: view !== undefined && !isAsWritten(view),
    };
    return (
      <LineMarksContext.Provider value={marks}>
        <Markdown
          components={item ? itemOnly : withMarks}
          disallowedElements={['img']}
          unwrapDisallowed
          rehypePlugins={view ? [rewriteTexts(textAsShown(view, serves))] : []}
        >
          {markdown}
        </Markdown>
      </LineMarksContext.Provider>
    );
  },
  (before, after) =>
    before.markdown === after.markdown &&
    before.start === after.start &&
    sameView(before.view, after.view) &&
    before.serves === after.serves &&
    before.item === after.item &&
    sameLines(before.lines ?? [], after.lines ?? []),
);
