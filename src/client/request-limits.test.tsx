import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

beforeEach(() => {
  stubRecipeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('the request limits, told before sending', () => {
  it('uses the limits the server announces', async () => {
    vi.unstubAllGlobals();
    stubRecipeServer({ maxIngredients: 4, maxIngredientLength: 10 });
    const { add } = renderApp();
    await add('a', 'b', 'c', 'x'.repeat(11));
    const button = screen.getByRole('button', { name: 'Get a recipe' });
    await vi.waitFor(() => expect(button).toHaveAccessibleDescription(/longer than 10 characters/));
    expect(button).toBeDisabled();
  });

  it('counts an emoji as one character, as the server does', async () => {
    const { add } = renderApp();
    await add('a', 'b', 'c', '🥚'.repeat(100));
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeEnabled();
  });

  it('disables Get a recipe with the reason when an ingredient is too long', async () => {
    const { add } = renderApp();
    await add('a', 'b', 'c', 'x'.repeat(101));
    const button = screen.getByRole('button', { name: 'Get a recipe' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/longer than 100 characters/);
  });

  it('disables Get a recipe past 50 ingredients, yet lists them all', async () => {
    window.localStorage.setItem(
      'chef-claude.ingredients.v1',
      JSON.stringify(Array.from({ length: 51 }, (_, index) => `item ${index}`)),
    );
    renderApp();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveAccessibleDescription(
      /up to 50 ingredients; remove 1/,
    );
  });
});
