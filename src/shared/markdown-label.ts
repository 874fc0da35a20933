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
 * Reads a recipe's top-level nodes in order and tells which lie in the sections whose label
 * `opens` names ('### Ingredients', '**Method:**'), each up to the next heading as high, a label
 * that `closes` names, or a thematic break; the labels themselves are left out, and a sub-heading
 * such as 'For the sauce' stays inside.
 */
export class SectionReader {
  #depth: number | undefined;

  constructor(
    private readonly opens: RegExp,
    private readonly closes: RegExp,
  ) {}

  /** The depth of the open section's label (a heading's, or 7 for a paragraph); undefined when none is open. */
  get openDepth(): number | undefined {
    return this.#depth;
  }

  /** Whether `node`, the next top-level node, lies in an open section. */
  read(node: RootContent): boolean {
    const label = labelOf(node);
    if (label && this.opens.test(label.text)) {
      this.#depth = label.depth;
    } else if (label) {
      const endsSection =
        this.#depth !== undefined &&
        ((node.type === 'heading' && label.depth <= this.#depth) || this.closes.test(label.text));
      if (endsSection) this.#depth = undefined;
    } else if (node.type === 'thematicBreak') {
      this.#depth = undefined;
    } else {
      return this.#depth !== undefined;
    }
    return false;
  }

  /** Ends any open section, as a thematic break would. */
  close() {
    this.#depth = undefined;
  }
}

/** The top-level nodes that lie in the sections `opens` names, as `SectionReader` reads them. */
export function* nodesInSections(
  nodes: readonly RootContent[],
  opens: RegExp,
  closes: RegExp,
): Generator<RootContent> {
  const reader = new SectionReader(opens, closes);
  for (const node of nodes) if (reader.read(node)) yield node;
}
