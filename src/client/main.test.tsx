import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

// The page tests' set-up fails a test on any console.error, which a hydration mismatch logs.
it('draws the page into an empty root, as Vite’s dev server serves it, without a hydration error', async () => {
  stubRecipeServer();
  document.body.innerHTML = '<div id="root"></div>';
  await import('./main.tsx');
  expect(
    await screen.findByRole('heading', { name: 'Add at least four ingredients' }),
  ).toBeInTheDocument();
});
