import { screen, within, type render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const page = renderApp();
  const listed = () =>
    screen
      .queryAllByRole('listitem')
      .map((item) => item.querySelector('.ingredient-name')?.textContent);
  return { ...page, listed };
}

function reload(view: ReturnType<typeof render>) {
  view.unmount();
  return setup();
}

describe('removing an ingredient', () => {
  it('removes just that one, by its accessible name', async () => {
    const { user, add, listed } = setup();
    await add('salt', 'pepper', 'salt');
    await user.click(screen.getAllByRole('button', { name: 'Remove salt' })[1]!);
    expect(listed()).toEqual(['salt', 'pepper']);
  });

  it('keeps focus on the button that takes the removed one’s place', async () => {
    const { user, add } = setup();
    await add('eggs', 'rice', 'onion');
    await user.click(screen.getByRole('button', { name: 'Remove rice' }));
    expect(screen.getByRole('button', { name: 'Remove onion' })).toHaveFocus();
  });

  it('moves focus to the one before when the last is removed, then to Add ingredient', async () => {
    const { user, add } = setup();
    await add('eggs', 'rice');
    await user.click(screen.getByRole('button', { name: 'Remove rice' }));
    expect(screen.getByRole('button', { name: 'Remove eggs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });

  it('hides the recipe prompt when going from 4 to 3', async () => {
    const { user, add } = setup();
    await add('a', 'b', 'c', 'd');
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove d' }));
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();
  });
});

describe('the pantry and favorite kept across reloads', () => {
  it('starts empty with favorite true on a first visit', () => {
    setup();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the ingredients, exactly as typed, and the favorite flag', async () => {
    const first = setup();
    await first.add(' eggs ', 'rice');
    await first.user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    const second = reload(first.view);
    expect(second.listed()).toEqual([' eggs ', 'rice']);
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a foreign shape', '{"items":["eggs"]}'],
    ['numbers', '[1,2,3]'],
    ['whitespace-only ingredients', '["  "]'],
  ])('falls back to the starting state on %s', (_name, stored) => {
    window.localStorage.setItem('chef-claude.ingredients.v1', stored);
    window.localStorage.setItem('chef-claude.favorite.v1', '"yes"');
    setup();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('forgets the pantry on Reset', async () => {
    const first = setup();
    await first.add('a', 'b', 'c', 'd');
    await first.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.sendRecipe('## Dish');
    await first.user.click(await screen.findByRole('button', { name: 'Reset' }));
    reload(first.view);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('while and after a recipe is written', () => {
  async function writing() {
    const context = setup();
    await context.add('a', 'b', 'c', 'd');
    await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: 'First half' },
    );
    await screen.findByText('First half');
    return context;
  }

  it('Stop cancels the request and keeps what was written', async () => {
    const { user } = await writing();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(server.signals[0]?.aborted).toBe(true);
    expect(screen.getByText('First half')).toBeInTheDocument();
    expect(screen.getByText(/cut off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Reset while writing cancels the request', async () => {
    const { user } = await writing();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(server.signals[0]?.aborted).toBe(true);
    expect(screen.queryByText('First half')).not.toBeInTheDocument();
  });

  it('Get another recipe asks again for the same pantry, for a different one', async () => {
    const { user } = await writing();
    server.send({ type: 'end' });
    server.close();
    await user.click(await screen.findByRole('button', { name: 'Get another recipe' }));
    server.sendRecipe('## Another');
    await user.click(await screen.findByRole('button', { name: 'Get another recipe' }));
    expect(server.requests).toEqual([
      { ingredients: ['a', 'b', 'c', 'd'] },
      { ingredients: ['a', 'b', 'c', 'd'], attempt: 1 },
      { ingredients: ['a', 'b', 'c', 'd'], attempt: 2 },
    ]);
  });

  it('Copy recipe copies the markdown and confirms', async () => {
    const { user } = await writing();
    server.send({ type: 'end' });
    server.close();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy recipe' }));
    expect(writeText).toHaveBeenCalledWith('First half');
    expect(screen.getByText('Recipe copied')).toBeInTheDocument();
  });
});

describe('the request limits, told before sending', () => {
  it('uses the limits the server announces', async () => {
    vi.unstubAllGlobals();
    server = stubRecipeServer({ maxIngredients: 4, maxIngredientLength: 10 });
    const { add } = setup();
    await add('a', 'b', 'c', 'x'.repeat(11));
    const button = screen.getByRole('button', { name: 'Get a recipe' });
    await vi.waitFor(() => expect(button).toHaveAccessibleDescription(/longer than 10 characters/));
    expect(button).toBeDisabled();
  });

  it('counts an emoji as one character, as the server does', async () => {
    const { add } = setup();
    await add('a', 'b', 'c', '🥚'.repeat(100));
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeEnabled();
  });

  it('disables Get a recipe with the reason when an ingredient is too long', async () => {
    const { add } = setup();
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
    setup();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveAccessibleDescription(
      /up to 50 ingredients; remove 1/,
    );
  });
});
