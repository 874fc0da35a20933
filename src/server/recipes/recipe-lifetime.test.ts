import { describe, expect, it, vi } from 'vitest';
import { abortFailure } from '../engines/abort-failure.ts';
import { startRecipeLifetime } from './recipe-lifetime.ts';

describe('a recipe’s lifetime', () => {
  it('lets go of what it holds once, however many times it is ended', () => {
    const onEnd = vi.fn();
    const lifetime = startRecipeLifetime(60_000, onEnd);
    lifetime.end();
    lifetime.end();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(lifetime.signal.aborted).toBe(true);
  });

  it('clears its deadline when the request ends first', () => {
    vi.useFakeTimers();
    try {
      const onEnd = vi.fn();
      const lifetime = startRecipeLifetime(60_000, onEnd);
      expect(vi.getTimerCount()).toBe(1);
      lifetime.end();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(60_000);
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(abortFailure(lifetime.signal).kind).toBe('model-unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends by itself at the total deadline, as a model timeout', async () => {
    const onEnd = vi.fn();
    const lifetime = startRecipeLifetime(20, onEnd);
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
    expect(abortFailure(lifetime.signal).kind).toBe('model-timeout');
  });

  it('calls a visitor who left a cancellation, never a timeout', () => {
    const lifetime = startRecipeLifetime(60_000, () => {});
    lifetime.end();
    expect(abortFailure(lifetime.signal).kind).toBe('model-unavailable');
  });
});
