import type { Paragraph, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** A label's words, without the punctuation that closes it: 'Ingredients:' is 'Ingredients'. */
export const labelText = (text: string) => text.trim().replace(/[\s:.!]+$/, '');

/**
 * A paragraph that stands as a heading: all of it bold or italic ('**Ingredients:**'), or a short
 * line ending in a colon ('For the sauce:').
 */
function isLabelParagraph(paragraph: Paragraph): boolean {
  const text = toString(paragraph).trim();
  const emphasised = paragraph.children.every(
    (child) =>
      child.type === 'strong' ||
      child.type === 'emphasis' ||
      (child.type === 'text' && /^[\s:.]*$/.test(child.value)),
  );
  return text !== '' && (emphasised || (text.endsWith(':') && text.length <= 60));
}

/**
 * What a recipe's markdown labels a part with: a heading, at its depth, or a paragraph that
 * stands as one (depth 7). The words of a label say what follows; the syntax tree says where. Read
 * alike by the checks (the ingredient lists) and cook mode (the steps).
 */
export function labelOf(node: RootContent): { text: string; depth: number } | undefined {
  if (node.type === 'heading') return { text: labelText(toString(node)), depth: node.depth };
  if (node.type === 'paragraph' && isLabelParagraph(node)) {
    return { text: labelText(toString(node)), depth: 7 };
  }
  return undefined;
}
