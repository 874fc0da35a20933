import type { RecipeDelta } from './recipe-engine.ts';

const openTag = '<think>';
const closeTag = '</think>';

/**
 * Parts a reasoning model's answer from the thoughts some models write before it, inside
 * `<think>…</think>` at the very start of their content. The stream may cut the tags anywhere,
 * so what could still become a tag is held back until the next piece tells. Thoughts are
 * dropped: a piece inside them comes out as one `thinking` delta.
 */
export class ThinkTagSplitter {
  #state: 'start' | 'thinking' | 'after-thinking' | 'text' = 'start';
  #pending = '';

  /** The deltas one more piece of content makes: `thinking` first when it held any thought. */
  push(content: string): RecipeDelta[] {
    if (content === '') return [];
    this.#pending += content;
    let thought = this.#state === 'thinking';
    let text = '';
    for (;;) {
      if (this.#state === 'start') {
        const trimmed = this.#pending.trimStart();
        if (trimmed.startsWith(openTag)) {
          this.#pending = trimmed.slice(openTag.length);
          this.#state = 'thinking';
          thought = true;
          continue;
        }
        // Nothing yet, or a beginning of the tag: the next piece decides.
        if (openTag.startsWith(trimmed)) break;
        this.#state = 'text';
      } else if (this.#state === 'thinking') {
        const end = this.#pending.indexOf(closeTag);
        if (end === -1) {
          const held = partialTagLength(this.#pending, closeTag);
          this.#pending = this.#pending.slice(this.#pending.length - held);
          break;
        }
        this.#pending = this.#pending.slice(end + closeTag.length);
        this.#state = 'after-thinking';
      } else if (this.#state === 'after-thinking') {
        // Models put a blank line between their thoughts and the answer.
        this.#pending = this.#pending.trimStart();
        if (this.#pending === '') break;
        this.#state = 'text';
      } else {
        text = this.#pending;
        this.#pending = '';
        break;
      }
    }
    const deltas: RecipeDelta[] = thought ? [{ type: 'thinking' }] : [];
    if (text !== '') deltas.push({ type: 'text', text });
    return deltas;
  }

  /** What was held back when the content ends: a start that never became a tag. */
  end(): RecipeDelta[] {
    const held = this.#state === 'start' ? this.#pending : '';
    this.#pending = '';
    return held.trim() === '' ? [] : [{ type: 'text', text: held }];
  }
}

/** How many characters at the end of `text` could be the beginning of `tag`. */
function partialTagLength(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length -= 1) {
    if (tag.startsWith(text.slice(-length))) return length;
  }
  return 0;
}
