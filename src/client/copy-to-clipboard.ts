/** What the visitor is told when the clipboard refuses. */
export const copyFailedMessage = 'Copying failed: select the text instead';

/** Copies text to the clipboard; a refusal is logged under `label` and answered 'failed'. */
export async function copyToClipboard(text: string, label: string): Promise<'copied' | 'failed'> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch (error) {
    console.error(`${label} failed:`, error);
    return 'failed';
  }
}
