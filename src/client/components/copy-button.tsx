import { useState } from 'react';
import { copyFailedMessage, copyToClipboard } from '../copy-to-clipboard.ts';

/** Copies text to the clipboard and says whether it worked. */
export function CopyButton({
  text,
  label,
  copiedMessage,
}: {
  text: string;
  label: string;
  /** 'Recipe copied' */
  copiedMessage: string;
}) {
  const [result, setResult] = useState<'copied' | 'failed' | undefined>();

  return (
    <>
      <button
        type="button"
        onClick={() => void copyToClipboard(text, label).then(setResult)}
        onBlur={() => setResult(undefined)}
      >
        {label}
      </button>
      <span role="status" className="copy-status">
        {result === 'copied' && copiedMessage}
        {result === 'failed' && copyFailedMessage}
      </span>
    </>
  );
}
