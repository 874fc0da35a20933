import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

beforeEach(() => {
  stubRecipeServer();
});

describe('the request limits, told before sending', () => {
  it('uses the limits the server announces', async () => {
    vi.unstubAllGlobals();
    stubRecipeServer({ maxIngredients: 4, maxIngredientLength: 10 });
    const { add } = renderApp();
    await add('a', 'b', 'c', 'x'.repeat(11));
    const button = screen.getByRole('button', { name: 'Get a recipe' });
    await vi.waitFor(() =>
      expect(button).toHaveAccessibleDescription(/longer than the 10 characters/),
    );
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
    expect(button).toHaveAccessibleDescription(/longer than the 100 characters/);
  });

  it('disables Get a recipe past 50 ingredients, yet lists them all', async () => {
    window.localStorage.setItem(
      'chef-claude.ingredients.v1',
      JSON.stringify(Array.from({ length: 51 }, (_, index) => `item ${index}`)),
    );
    renderApp();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveAccessibleDescription(
      'The chef works with up to 50 ingredients: “item 50” is one too many. Remove it to ask for a recipe.',
    );
  });
});

describe('the request limits, told at the add step', () => {
  it('says at once, as it is typed, that an ingredient is too long', async () => {
    const { user } = renderApp();
    const input = screen.getByRole('textbox', { name: 'Add ingredient' });
    await user.type(input, 'x'.repeat(101));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This is longer than the 100 characters the chef reads in one ingredient.',
    );
    expect(input).toHaveAccessibleDescription(/longer than the 100 characters/);
  });

  it('adds long ingredients as typed and names every one too long', async () => {
    const { add } = renderApp();
    await add('a'.repeat(101), 'eggs', 'b'.repeat(102));
    expect(screen.getByRole('list')).toHaveTextContent('a'.repeat(101));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `“${'a'.repeat(20)}…” and “${'b'.repeat(20)}…” are longer than the 100 characters the chef reads in one ingredient. Shorten or remove them to ask for a recipe.`,
    );
  });

  it('names the ingredient one too many as soon as it is added', async () => {
    vi.unstubAllGlobals();
    stubRecipeServer({ maxIngredients: 4, maxIngredientLength: 100 });
    const { add } = renderApp();
    await add('a', 'b', 'c', 'd');
    expect(screen.queryByRole('alert')).toBeNull();
    await add('eggs');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The chef works with up to 4 ingredients: “eggs” is one too many. Remove it to ask for a recipe.',
    );
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveValue('');
  });

  it('does not call a typed list too long: it can be added as its parts', async () => {
    const { user } = renderApp();
    await user.type(
      screen.getByRole('textbox', { name: 'Add ingredient' }),
      Array.from({ length: 12 }, (_, index) => `ingredient ${index}`).join(', '),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
