import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyUpdate } from './service-worker-updates.ts';
import { UpdateOffer } from './components/update-offer.tsx';

/** Updates the test announces itself, as the service worker's 'waiting' event would. */
function fakeUpdates() {
  let announce: ((apply: ApplyUpdate) => void) | undefined;
  return {
    watch: (onUpdate: (apply: ApplyUpdate) => void) => {
      announce = onUpdate;
      return Promise.resolve();
    },
    announce: (apply: ApplyUpdate) => act(() => announce?.(apply)),
  };
}

describe('Reload to update', () => {
  it('is not offered while the page is the newest version', () => {
    const updates = fakeUpdates();
    render(<UpdateOffer watch={updates.watch} />);
    expect(screen.queryByRole('button', { name: 'Reload to update' })).not.toBeInTheDocument();
    expect(screen.queryByText(/new version/)).not.toBeInTheDocument();
  });

  it('is offered once a new version waits, and switches to it only when pressed', async () => {
    const user = userEvent.setup();
    const updates = fakeUpdates();
    const apply = vi.fn();
    render(<UpdateOffer watch={updates.watch} />);
    updates.announce(apply);
    expect(screen.getByText(/A new version of Chef Claude is ready/)).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
