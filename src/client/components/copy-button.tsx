import { useState } from 'react';
import { copyFailedMessage, copyToClipboard, loadClipboardFormats } from '../copy-to-clipboard.ts';
import { useLoaded } from '../hooks/use-loaded.ts';
import './copy-button.css';

/**
 * Copies markdown to the clipboard as plain text and HTML, without its marks, and says whether
 * it worked, beside the button and over what follows, so that nothing moves.
 */
export function CopyButton({
  text,
  label,
  copiedMessage,
}: {
  /** Markdown: a recipe, or a list of lines. */
  text: string;
  label: string;
  /** 'Recipe copied' */
  copiedMessage: string;
}) {
  const [result, setResult] = useState<'copied' | 'failed' | undefined>();
  // Ready before the click, so the clipboard is written while the click still counts as one.
  const loaded = useLoaded(loadClipboardFormats);

  async function copy() {
    const { clipboardFormats } = loaded ?? (await loadClipboardFormats());
    setResult(await copyToClipboard(clipboardFormats(text), label));
  }

  return (
    <span className="copy-action">
      <button type="button" onClick={() => void copy()} onBlur={() => setResult(undefined)}>
        {label}
      </button>
      <span role="status" className="copy-status">
        {result === 'copied' && copiedMessage}
        {result === 'failed' && copyFailedMessage}
      </span>
    </span>
  );
}
