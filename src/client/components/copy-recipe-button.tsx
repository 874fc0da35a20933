import { useState } from 'react';

export function CopyRecipeButton({ markdown }: { markdown: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | undefined>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(markdown);
      setResult('copied');
    } catch (error) {
      console.error('Copying the recipe failed:', error);
      setResult('failed');
    }
  }

  return (
    <>
      <button type="button" onClick={() => void copy()} onBlur={() => setResult(undefined)}>
        Copy recipe
      </button>
      <span role="status" className="copy-status">
        {result === 'copied' && 'Recipe copied'}
        {result === 'failed' && 'Copying failed: select the text instead'}
      </span>
    </>
  );
}
