import type { List, Nodes, Parents, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

/** What a copy puts on the clipboard: text for any editor, HTML for rich ones. */
export interface ClipboardFormats {
  plain: string;
  html: string;
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => htmlEntities[character] ?? character);

/** A line of plain text: what it says, with no marks of markdown and its breaks as spaces. */
const lineText = (node: Nodes) => toString(node).replace(/\s*\n\s*/g, ' ');

/** Each block as plain text; a list item as a line of its own, after '- ' or its number. */
function plainBlocks(nodes: readonly RootContent[], indent = ''): string[] {
  return nodes.flatMap((node): string[] => {
    if (node.type === 'list') return [plainList(node, indent)];
    if (node.type === 'blockquote') return plainBlocks(node.children, indent);
    if (node.type === 'code') return [node.value];
    if (node.type === 'thematicBreak' || node.type === 'definition') return [];
    return [`${indent}${lineText(node)}`];
  });
}

/** A nested list is indented under its item. */
function plainList(list: List, indent: string): string {
  const start = list.start ?? 1;
  return list.children
    .map((item, index) => {
      const marker = list.ordered ? `${start + index}. ` : '- ';
      const [first = '', ...rest] = plainBlocks(item.children, `${indent}  `);
      return [`${indent}${marker}${first.trimStart()}`, ...rest].join('\n');
    })
    .join('\n');
}

/** The recipe's text is untrusted: a link keeps its address only when it is the web's or mail's. */
const isSafeAddress = (url: string) => /^(https?:|mailto:)/i.test(url);

function htmlOf(node: Nodes): string {
  const inner = () => ('children' in node ? (node as Parents).children.map(htmlOf).join('') : '');
  switch (node.type) {
    case 'root':
      return inner();
    case 'heading':
      return `<h${node.depth}>${inner()}</h${node.depth}>`;
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'list': {
      const start =
        node.ordered && node.start !== 1 && node.start != null ? ` start="${node.start}"` : '';
      return node.ordered ? `<ol${start}>${inner()}</ol>` : `<ul>${inner()}</ul>`;
    }
    case 'listItem':
      // A tight list's paragraphs are its lines, not paragraphs of their own.
      return `<li>${node.children.map((child) => (child.type === 'paragraph' && !node.spread ? child.children.map(htmlOf).join('') : htmlOf(child))).join('')}</li>`;
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'strong':
      return `<strong>${inner()}</strong>`;
    case 'emphasis':
      return `<em>${inner()}</em>`;
    case 'delete':
      return `<del>${inner()}</del>`;
    case 'link':
      return isSafeAddress(node.url) ? `<a href="${escapeHtml(node.url)}">${inner()}</a>` : inner();
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>`;
    case 'break':
      return '<br>';
    case 'thematicBreak':
      return '<hr>';
    case 'text':
    case 'html':
      return escapeHtml(node.value);
    default:
      // Images, which could track the reader, and what the page does not show either.
      return escapeHtml(toString(node));
  }
}

/** A recipe or list written in markdown, as it is copied: plain text and HTML, no marks. */
export function clipboardFormats(markdown: string): ClipboardFormats {
  const tree = fromMarkdown(markdown);
  return { plain: plainBlocks(tree.children).join('\n\n'), html: htmlOf(tree) };
}
