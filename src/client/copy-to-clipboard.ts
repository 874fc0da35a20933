import type { ClipboardFormats } from './clipboard-formats.ts';

/** What reads markdown to hand it over as text and HTML: loaded with the buttons, not at first. */
export const loadClipboardFormats = () => import('./clipboard-formats.ts');

/** What the visitor is told when the clipboard refuses. */
export const copyFailedMessage = 'Copying failed: select the text instead';

/**
 * Copies text to the clipboard, with HTML for rich editors where the browser takes more than
 * text (`ClipboardItem`); a refusal is logged under `label` and answered 'failed'.
 */
export async function copyToClipboard(
  content: string | ClipboardFormats,
  label: string,
): Promise<'copied' | 'failed'> {
  try {
    if (typeof content === 'string') {
      await navigator.clipboard.writeText(content);
    } else if (typeof ClipboardItem === 'undefined' || !navigator.clipboard.write) {
      await navigator.clipboard.writeText(content.plain);
    } else {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([content.plain], { type: 'text/plain' }),
          'text/html': new Blob([content.html], { type: 'text/html' }),
        }),
      ]);
    }
    return 'copied';
  } catch (error) {
    console.error(`${label} failed:`, error);
    return 'failed';
  }
}
