import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckedLine } from '../shared/recipe-checks.ts';
import { ShoppingList } from './components/shopping-list.tsx';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const markdown = '## Spinach Omelette\n\nBeat the **eggs**.';
// What the recipe is as plain text, with no marks of markdown.
const plainText = 'Spinach Omelette\n\nBeat the eggs.';

async function finishedRecipe() {
  const context = renderApp();
  await context.add('eggs', 'spinach', 'feta', 'onion');
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  server.sendRecipe(markdown);
  await screen.findByRole('button', { name: 'Share recipe' });
  return context;
}

describe('Share recipe', () => {
  it('hands the recipe as plain text, and its title, to the share sheet where the browser has one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const { user } = await finishedRecipe();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    // The plain text is worked out by code loaded with the button, which may still be on its way.
    expect(await screen.findByText('Recipe shared')).toBeInTheDocument();
    expect(share).toHaveBeenCalledWith({ title: 'Spinach Omelette', text: plainText });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const { user } = await finishedRecipe();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/Recipe shared|copied/)).not.toBeInTheDocument();
  });

  it('copies the recipe as plain text where the browser cannot share, and says so', async () => {
    expect('share' in navigator).toBe(false);
    const { user } = await finishedRecipe();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share recipe' }));
    expect(
      await screen.findByText('Sharing is not available here: recipe copied instead'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(plainText);
  });
});

describe('Share shopping list', () => {
  const lines: CheckedLine[] = [
    { text: '2 chicken thighs', offset: 0, status: 'to-buy', optional: false },
    { text: '6 eggs', offset: 20, status: 'have', optional: false },
  ];

  it('shares what is to buy where the browser can', async () => {
    const user = userEvent.setup();
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    render(<ShoppingList lines={lines} />);
    await user.click(screen.getByRole('button', { name: 'Share shopping list' }));
    expect(await screen.findByText('Shopping list shared')).toBeInTheDocument();
    expect(share).toHaveBeenCalledWith({ title: 'Shopping list', text: '- 2 chicken thighs' });
  });

  it('copies it otherwise, and says so', async () => {
    const user = userEvent.setup();
    render(<ShoppingList lines={lines} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share shopping list' }));
    expect(
      await screen.findByText('Sharing is not available here: shopping list copied instead'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('- 2 chicken thighs');
  });
});
