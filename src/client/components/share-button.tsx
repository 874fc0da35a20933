import { useState } from 'react';
import { copyFailedMessage, copyToClipboard, loadClipboardFormats } from '../copy-to-clipboard.ts';
import { useLoaded } from '../hooks/use-loaded.ts';

type Result = 'shared' | 'copied' | 'failed' | undefined;

/**
 * Hands markdown to the device's share sheet (Web Share API) as plain text where the browser has
 * one, and copies it (text and HTML) otherwise, saying so in the same kind of status as the copy
 * buttons.
 * https://developer.mozilla.org/docs/Web/API/Navigator/share
 */
export function ShareButton({
  title,
  text,
  label,
  sharedMessage,
  copiedMessage,
}: {
  title: string;
  /** Markdown: a recipe, or a list of lines. */
  text: string;
  /** 'Share recipe' */
  label: string;
  /** 'Recipe shared' */
  sharedMessage: string;
  /** 'Sharing is not available here: recipe copied instead' */
  copiedMessage: string;
}) {
  const [result, setResult] = useState<Result>();
  // Ready before the click: a share sheet opens only while the click still counts as one.
  const loaded = useLoaded(loadClipboardFormats);

  async function share() {
    const { clipboardFormats } = loaded ?? (await loadClipboardFormats());
    const formats = clipboardFormats(text);
    const data = { title, text: formats.plain };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        setResult('shared');
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing went wrong, and nothing is to be said.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(`${label} failed, copying instead:`, error);
      }
    }
    setResult(await copyToClipboard(formats, label));
  }

  return (
    <>
      <button type="button" onClick={() => void share()} onBlur={() => setResult(undefined)}>
        {label}
      </button>
      <span role="status" className="copy-status">
        {result === 'shared' && sharedMessage}
        {result === 'copied' && copiedMessage}
        {result === 'failed' && copyFailedMessage}
      </span>
    </>
  );
}
