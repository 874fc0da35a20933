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
function labelOf(node: RootContent): { text: string; depth: number } | undefined {
  if (node.type === 'heading') return { text: labelText(toString(node)), depth: node.depth };
  if (node.type === 'paragraph' && isLabelParagraph(node)) {
    return { text: labelText(toString(node)), depth: 7 };
  }
  return undefined;
}

/**
 * The parts of a recipe's markdown that lie in the sections whose label `opens` names ('###
 * Ingredients', '**Method:**'), each up to the next heading as high, a label that `closes` names,
 * or a thematic break; the labels themselves are left out, and a sub-heading such as 'For the
 * sauce' stays inside.
 */
export function* nodesInSections(
  nodes: readonly RootContent[],
  opens: RegExp,
  closes: RegExp,
): Generator<RootContent> {
  let sectionDepth: number | undefined;
  for (const node of nodes) {
    const label = labelOf(node);
    if (label && opens.test(label.text)) {
      sectionDepth = label.depth;
    } else if (label) {
      const endsSection =
        sectionDepth !== undefined &&
        ((node.type === 'heading' && label.depth <= sectionDepth) || closes.test(label.text));
      if (endsSection) sectionDepth = undefined;
    } else if (node.type === 'thematicBreak') {
      sectionDepth = undefined;
    } else if (sectionDepth !== undefined) {
      yield node;
    }
  }
}
