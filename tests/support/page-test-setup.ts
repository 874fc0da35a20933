import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error fails the test; a test that expects one spies on it itself.
let consoleError: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  // A file marked `@vitest-environment node` has no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    // jsdom lays nothing out and has no scrollIntoView: each test gets one to read the calls of.
    Element.prototype.scrollIntoView = vi.fn();
  }
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  consoleError?.mockRestore();
  cleanup();
  vi.unstubAllGlobals();
});
