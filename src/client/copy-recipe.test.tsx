import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './components/copy-button.tsx';

/** What the browser's ClipboardItem holds: the types and their blobs. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

function renderCopyButton() {
  const user = userEvent.setup();
  render(
    <CopyButton
      text={'## Soup\n\n- **2** leeks'}
      label="Copy recipe"
      copiedMessage="Recipe copied"
    />,
  );
  return user;
}

describe('Copy recipe', () => {
  it('puts plain text and HTML on the clipboard where the browser takes both', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const user = renderCopyButton();
    const write = vi.spyOn(navigator.clipboard, 'write').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));
    expect(await screen.findByText('Recipe copied')).toHaveRole('status');
    const [item] = write.mock.calls[0]?.[0] ?? [];
    const { items } = item as unknown as FakeClipboardItem;
    expect(Object.keys(items)).toEqual(['text/plain', 'text/html']);
    expect(await items['text/plain']?.text()).toBe('Soup\n\n- 2 leeks');
    expect(await items['text/html']?.text()).toBe(
      '<h2>Soup</h2><ul><li><strong>2</strong> leeks</li></ul>',
    );
  });

  it('puts the plain text alone where the browser has no ClipboardItem', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const user = renderCopyButton();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy recipe' }));
    expect(await screen.findByText('Recipe copied')).toHaveRole('status');
    expect(writeText).toHaveBeenCalledWith('Soup\n\n- 2 leeks');
  });
});
