import type { List, ListItem } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { nodesInSections } from '../../shared/markdown-label.ts';

/** One line of a recipe's ingredient list. */
export interface IngredientListLine {
  /** Its text without markup: '2 x 400 g tins chopped tomatoes'. */
  readonly text: string;
  /** Where its list item starts in the markdown, as the page's renderer sees it too. */
  readonly offset: number;
}

// What a label says, once its markup is gone. Words in a label, not structure: the structure
// (which lists follow which heading) comes from the markdown's syntax tree.
const ingredientsLabel =
  /^(the\s+)?ingredients\b|\bingredients$|^(what\s+)?you('ll|\s+will)?\s+need\b/i;
const otherSectionLabel =
  /\b(instructions?|method|steps?|directions?|preparation|how to make( it)?|to serve|serving suggestions?|notes?|tips?|nutrition|equipment|variations?)\b/i;

/** A list item's own text, without the lists nested in it. */
function ownText(item: ListItem): string {
  return item.children
    .filter((child) => child.type !== 'list')
    .map((child) => toString(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lines of a list, nested ones included; an item holding a list and ending in ':' is a group's label. */
function linesOf(list: List): IngredientListLine[] {
  return list.children.flatMap((item) => {
    const text = ownText(item);
    const nested = item.children.filter((child): child is List => child.type === 'list');
    const isGroupLabel = nested.length > 0 && (text === '' || text.endsWith(':'));
    const own =
      text === '' || isGroupLabel ? [] : [{ text, offset: item.position?.start.offset ?? 0 }];
    return [...own, ...nested.flatMap(linesOf)];
  });
}

/**
 * The lines of a recipe's ingredient lists: every list under a heading or label that names the
 * ingredients ('### Ingredients', '**Ingredients:**', 'You will need:'), up to the next heading
 * as high, or a label for the steps or notes; sub-headings such as 'For the sauce' stay inside.
 * Undefined when the recipe has no such list.
 */
export function findIngredientLines(markdown: string): IngredientListLine[] | undefined {
  const lines: IngredientListLine[] = [];
  const { children } = fromMarkdown(markdown);
  for (const node of nodesInSections(children, ingredientsLabel, otherSectionLabel)) {
    if (node.type === 'list') lines.push(...linesOf(node));
  }
  return lines.length > 0 ? lines : undefined;
}
