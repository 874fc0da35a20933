import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { recipeStatus, renderApp } from '../../tests/support/render-app.tsx';

beforeEach(() => {
  stubRecipeServer();
});

const listed = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('an item typed as a list', () => {
  it('is added as typed, with an offer to add it as its parts', async () => {
    const { add } = renderApp();
    await add('chicken, rice,  spinach ,garlic, eggs');
    expect(listed()).toEqual(['chicken, rice,  spinach ,garlic, eggs']);
    expect(screen.getByRole('button', { name: 'Add as 5 ingredients' })).toBeInTheDocument();
  });

  it('is not offered for a single ingredient', async () => {
    const { add } = renderApp();
    await add('eggs', 'salt,', ', ,');
    expect(screen.queryByRole('button', { name: /^Add as/ })).toBeNull();
  });

  it('is replaced in place by its parts, said in words, with focus on the first part', async () => {
    const { add, user } = renderApp();
    await add('leeks', 'chicken, rice,, spinach ', 'eggs');
    await user.click(screen.getByRole('button', { name: 'Add as 3 ingredients' }));
    expect(listed()).toEqual(['leeks', 'chicken', 'rice', 'spinach', 'eggs']);
    expect(recipeStatus()).toHaveTextContent('Added as 3 ingredients: chicken, rice and spinach');
    expect(screen.getByRole('button', { name: 'Remove chicken' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toBeInTheDocument();
  });

  it('can be put back as it was with Undo, with focus back on its offer', async () => {
    const { add, user } = renderApp();
    await add('eggs', 'chicken, rice');
    await user.click(screen.getByRole('button', { name: 'Add as 2 ingredients' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(listed()).toEqual(['eggs', 'chicken, rice']);
    expect(recipeStatus()).toHaveTextContent('Back to one ingredient: chicken, rice');
    expect(screen.getByRole('button', { name: 'Add as 2 ingredients' })).toHaveFocus();
  });

  it('is not split past the most ingredients the chef works with, and says so', async () => {
    vi.unstubAllGlobals();
    stubRecipeServer({ maxIngredients: 4, maxIngredientLength: 100 });
    const { add, user } = renderApp();
    await add('eggs', 'leeks');
    await add('chicken, rice, peas');
    const offer = screen.getByRole('button', { name: 'Add as 3 ingredients' });
    await user.click(offer);
    expect(listed()).toEqual(['eggs', 'leeks', 'chicken, rice, peas']);
    expect(recipeStatus()).toHaveTextContent(
      'Not added as 3 ingredients: that would make 5, and the chef works with up to 4. Remove 1 first.',
    );
    expect(offer).toHaveFocus();
  });

  it('pasted as lines, is kept apart by commas in the box', async () => {
    renderApp();
    const input = screen.getByRole('textbox', { name: 'Add ingredient' });
    fireEvent.paste(input, { clipboardData: { getData: () => 'chicken\r\n  rice\n\nspinach\n' } });
    expect(input).toHaveValue('chicken, rice, spinach');
  });

  it('pasted as lines into what is typed, leaves the caret after the paste', async () => {
    const { user } = renderApp();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Add ingredient' });
    await user.type(input, 'eggs, cheese');
    input.setSelectionRange(6, 6);
    fireEvent.paste(input, { clipboardData: { getData: () => 'chicken\nrice\n' } });
    expect(input).toHaveValue('eggs, chicken, ricecheese');
    expect([input.selectionStart, input.selectionEnd]).toEqual([19, 19]);
  });
});
