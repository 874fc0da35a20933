import { screen, type render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

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
