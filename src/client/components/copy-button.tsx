import { useState } from 'react';

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

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch (error) {
      console.error(`${label} failed:`, error);
      setResult('failed');
    }
  }

  return (
    <>
      <button type="button" onClick={() => void copy()} onBlur={() => setResult(undefined)}>
        {label}
      </button>
      <span role="status" className="copy-status">
        {result === 'copied' && copiedMessage}
        {result === 'failed' && 'Copying failed: select the text instead'}
      </span>
    </>
  );
}
