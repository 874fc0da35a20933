import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

beforeEach(() => {
  stubRecipeServer();
});

function setup() {
  const page = renderApp();
  const listed = () =>
    screen
      .queryAllByRole('listitem')
      .map((item) => item.querySelector('.ingredient-name')?.textContent);
  return { ...page, listed };
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
