import type { List, ListItem } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { SectionReader } from '../../shared/markdown-label.ts';
import { markdownParts } from '../../shared/markdown-parts.ts';
import { parsePlainMarkdown } from './plain-markdown.ts';

/** One line of a recipe's ingredient list. */
export interface IngredientListLine {
  /** Its text without markup: '2 x 400 g tins chopped tomatoes'. */
  readonly text: string;
  /** Where its list item starts in the markdown, as the page's renderer sees it too. */
  readonly offset: number;
}

// What a label says, once its markup is gone. Words in a label, not structure: the structure
// (which lists follow which heading) comes from the markdown's syntax tree.
export const ingredientsLabel =
  /^(the\s+)?ingredients\b|\bingredients$|^(what\s+)?you('ll|\s+will)?\s+need\b/i;
export const otherSectionLabel =
  /\b(instructions?|method|steps?|directions?|preparation|how to make( it)?|to serve|serving suggestions?|notes?|tips?|nutrition|equipment|variations?)\b/i;

// Every label `ingredientsLabel` takes holds one of these, spelled out in the raw text once the
// marks that emphasis, code, escapes and line breaks leave between its letters are taken out with
// the spaces ('you **will** need' reads 'youwillneed'). Only an entity or a link's brackets could
// spell one that the raw text does not show.
const ingredientsLabelWords = /ingredients|you('ll|will)?need/i;
const marksBetweenLetters = /[\s*_`\\]+/g;
const spellsOtherwise = /&[#A-Za-z]|\[/;

/** Whether a stretch of markdown could hold a label that opens the ingredients. */
function mayOpenIngredients(text: string): boolean {
  return (
    spellsOtherwise.test(text) || ingredientsLabelWords.test(text.replace(marksBetweenLetters, ''))
  );
}

/** A list item's own text, without the lists nested in it. */
function ownText(item: ListItem): string {
  return item.children
    .filter((child) => child.type !== 'list')
    .map((child) => toString(child))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The lines of a list, nested ones included, their offsets counted from `partStart`; an item
 * holding a list and ending in ':' is a group's label.
 */
export function linesOf(list: List, partStart = 0): IngredientListLine[] {
  return list.children.flatMap((item) => {
    const text = ownText(item);
    const nested = item.children.filter((child): child is List => child.type === 'list');
    const isGroupLabel = nested.length > 0 && (text === '' || text.endsWith(':'));
    const offset = partStart + (item.position?.start.offset ?? 0);
    const own = text === '' || isGroupLabel ? [] : [{ text, offset }];
    return [...own, ...nested.flatMap((list) => linesOf(list, partStart))];
  });
}

/**
 * The lines of a recipe's ingredient lists: every list under a heading or label that names the
 * ingredients ('### Ingredients', '**Ingredients:**', 'You will need:'), up to the next heading
 * as high, or a label for the steps or notes; sub-headings such as 'For the sauce' stay inside.
 * Undefined when the recipe has no such list. Only the parts of the text that could open or
 * continue the ingredients are parsed: a model's steps and notes, most of a recipe, are not;
 * and a part written plainly is read without the full parser.
 */
export function findIngredientLines(markdown: string): IngredientListLine[] | undefined {
  const lines: IngredientListLine[] = [];
  const sections = new SectionReader(ingredientsLabel, otherSectionLabel);
  for (const { start, end, headingDepth = 0 } of markdownParts(markdown)) {
    const text = markdown.slice(start, end);
    const continues = sections.openDepth !== undefined && headingDepth > sections.openDepth;
    if (!continues && !mayOpenIngredients(text)) {
      // Its heading ends any open section, and nothing in it can open one.
      sections.close();
      continue;
    }
    const tree = parsePlainMarkdown(text) ?? fromMarkdown(text);
    for (const node of tree.children) {
      if (sections.read(node) && node.type === 'list') lines.push(...linesOf(node, start));
    }
  }
  return lines.length > 0 ? lines : undefined;
}
