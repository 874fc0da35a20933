import type { List, ListItem } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { labelText, nodesInSections } from '../shared/markdown-label.ts';

/** One step of a recipe's method, as plain text without markup. */
export interface RecipeStep {
  text: string;
}

// The same words the checks read a label by (src/server/checks/find-ingredient-lines.ts): the
// structure comes from the syntax tree, the meaning from what a heading or label says.
const stepsLabel =
  /^(the\s+)?(instructions?|method|steps?|directions?|preparation|how to make( it)?)\b|\b(instructions|method|steps|directions)$/i;

/** A label that ends the steps: the notes, tips or serving suggestions after them. */
const otherSectionLabel =
  /\b(ingredients|to serve|serving suggestions?|notes?|tips?|nutrition|equipment|variations?)\b/i;

/** A list item as one step: its own text, then what its nested lists say, in one line. */
function stepText(item: ListItem): string {
  return item.children
    .map((child) =>
      child.type === 'list'
        ? child.children.map((nested) => stepText(nested)).join(' ')
        : toString(child),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const stepsOf = (list: List): RecipeStep[] =>
  list.children.map((item) => ({ text: stepText(item) })).filter((step) => step.text !== '');

/**
 * The steps of a recipe: the lists (or, with no list, the paragraphs) under a heading or label
 * that names the method ('### Steps', '**Instructions:**'), up to the next heading as high; with
 * no such label, every numbered list that is not the ingredient list. Empty when there are none.
 */
export function findRecipeSteps(
  markdown: string,
  /** Where the ingredient lines' list items start, as the checks found them. */
  ingredientOffsets: readonly number[] = [],
): RecipeStep[] {
  const tree = fromMarkdown(markdown);
  const labelled: RecipeStep[] = [];
  const paragraphs: RecipeStep[] = [];
  for (const node of nodesInSections(tree.children, stepsLabel, otherSectionLabel)) {
    if (node.type === 'list') {
      labelled.push(...stepsOf(node));
    } else if (node.type === 'paragraph') {
      const text = toString(node).replace(/\s+/g, ' ').trim();
      if (text !== '') paragraphs.push({ text });
    }
  }
  if (labelled.length > 0) return labelled;
  if (paragraphs.length > 0) return paragraphs;

  const isIngredientList = (list: List) =>
    list.children.some((item) => ingredientOffsets.includes(item.position?.start.offset ?? -1));
  return tree.children
    .filter((node): node is List => node.type === 'list' && node.ordered === true)
    .filter((list) => !isIngredientList(list))
    .flatMap(stepsOf);
}

/** The recipe's title: its first heading that is not a section's ('## Spinach Frittata'). */
export function findRecipeTitle(markdown: string): string | undefined {
  for (const node of fromMarkdown(markdown).children) {
    if (node.type !== 'heading') continue;
    const text = labelText(toString(node));
    if (text !== '' && !/^(ingredients|steps|method|instructions|directions)$/i.test(text)) {
      return text;
    }
  }
  return undefined;
}
