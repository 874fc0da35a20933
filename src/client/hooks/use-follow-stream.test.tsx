import { fireEvent, renderHook } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { useFollowStream } from './use-follow-stream.ts';

// A wide screen, 800 pixels high, with the recipe's end below it.
let scrollBy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
  scrollBy = vi.fn();
  vi.stubGlobal('scrollBy', scrollBy);
  vi.stubGlobal('innerHeight', 800);
});

function followRecipe() {
  const content = document.createElement('div');
  content.getBoundingClientRect = () => ({ bottom: 1000 }) as DOMRect;
  const ref = { current: content };
  return renderHook(({ grown }) => useFollowStream(ref, true, grown), {
    initialProps: { grown: 1 },
  });
}

it('keeps the end of the recipe in view as it grows', () => {
  const { rerender } = followRecipe();
  scrollBy.mockClear();
  rerender({ grown: 2 });
  expect(scrollBy).toHaveBeenCalledWith({ top: 200, behavior: 'instant' });
});

it('stops once the visitor scrolls with a key', () => {
  const { rerender } = followRecipe();
  fireEvent.keyDown(document.body, { key: 'PageUp' });
  scrollBy.mockClear();
  rerender({ grown: 2 });
  expect(scrollBy).not.toHaveBeenCalled();
});

it('goes on when a space or an arrow is typed into a field', () => {
  const { rerender } = followRecipe();
  const field = document.body.appendChild(document.createElement('input'));
  fireEvent.keyDown(field, { key: ' ' });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  scrollBy.mockClear();
  rerender({ grown: 2 });
  expect(scrollBy).toHaveBeenCalledOnce();
  field.remove();
});
