import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookModeButton } from './components/cook-mode-button.tsx';

const markdown = '## Soup\n\n### Steps\n\n1. Simmer for 20 minutes.\n2. Serve.\n';

/** A wake lock like the browser's: each request gives a sentinel that the page or browser lets go. */
function stubWakeLock({ refuse = false } = {}) {
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const request = vi.fn(async (type: string) => {
    if (type !== 'screen') throw new TypeError(`Unknown wake lock type '${type}'`);
    if (refuse) throw new DOMException('Battery saver is on', 'NotAllowedError');
    const sentinel = Object.assign(new EventTarget(), {
      released: false,
      async release() {
        if (sentinel.released) return;
        sentinel.released = true;
        sentinel.dispatchEvent(new Event('release'));
      },
    });
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
  vi.restoreAllMocks();
});

async function openCookMode() {
  const user = userEvent.setup();
  render(
    <CookModeButton
      markdown={markdown}
      lines={[]}
      foodSafety={[]}
      view={{ factor: 1, measures: 'as-written' }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Cook mode' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Soup' });
  const status = () =>
    within(dialog)
      .getAllByRole('status')
      .find((region) => region.classList.contains('cook-mode-screen-status'));
  return { user, dialog, status };
}

describe('Keep screen on', () => {
  it('is not offered where the browser has no Screen Wake Lock API', async () => {
    const { dialog } = await openCookMode();
    expect(within(dialog).queryByRole('button', { name: 'Keep screen on' })).toBeNull();
  });

  it('takes a screen wake lock, shows it pressed and says so politely', async () => {
    const wakeLock = stubWakeLock();
    const { dialog, user, status } = await openCookMode();
    const toggle = within(dialog).getByRole('button', { name: 'Keep screen on' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('The screen stays on while cook mode is open.');
  });

  it('lets the lock go when pressed again', async () => {
    const wakeLock = stubWakeLock();
    const { dialog, user, status } = await openCookMode();
    const toggle = within(dialog).getByRole('button', { name: 'Keep screen on' });
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(wakeLock.sentinels[0]?.released).toBe(true);
    expect(status()).toHaveTextContent('');
  });

  it('takes the lock again when the page is shown after the screen went off', async () => {
    const wakeLock = stubWakeLock();
    const { dialog, user, status } = await openCookMode();
    await user.click(within(dialog).getByRole('button', { name: 'Keep screen on' }));
    // The browser lets the lock go when the page is hidden.
    await act(async () => {
      setVisibility('hidden');
      await wakeLock.sentinels[0]?.release();
    });
    expect(status()).toHaveTextContent('');
    await act(async () => setVisibility('visible'));
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.sentinels[1]?.released).toBe(false);
    expect(status()).toHaveTextContent('The screen stays on while cook mode is open.');
    expect(within(dialog).getByRole('button', { name: 'Keep screen on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lets the lock go on leaving cook mode', async () => {
    const wakeLock = stubWakeLock();
    const { dialog, user } = await openCookMode();
    await user.click(within(dialog).getByRole('button', { name: 'Keep screen on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exit cook mode' }));
    expect(wakeLock.sentinels[0]?.released).toBe(true);
    await act(async () => setVisibility('visible'));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser refuses, and is not shown pressed', async () => {
    stubWakeLock({ refuse: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog, user, status } = await openCookMode();
    const toggle = within(dialog).getByRole('button', { name: 'Keep screen on' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(status()).toHaveTextContent('Your browser would not keep the screen on.');
  });
});
