import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { recipeStatus, renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const choiceNote = 'Your recipes come from the built-in cookbook, as you chose.';

/** The AI chef failed, and the visitor chose the cookbook, which wrote a recipe. */
async function cookbookChosen() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const context = renderApp();
  await context.add('eggs', 'rice', 'peas', 'leeks');
  server.failNext(502, {
    code: 'model-unavailable',
    message: 'The AI chef is not set up correctly right now.',
    retryable: false,
    cookbookAvailable: true,
  });
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  const alert = await screen.findByRole('alert');
  await context.user.click(
    within(alert).getByRole('button', { name: 'Use the built-in cookbook' }),
  );
  // With a model set up, the server marks every cookbook answer as standing in for it.
  server.send(
    { type: 'start', source: 'cookbook', fallback: true },
    { type: 'text-delta', text: '## Pea Soup' },
    { type: 'end' },
  );
  await screen.findByRole('button', { name: 'Get another recipe' });
  return context;
}

const standInNote = 'The AI chef was unavailable, so this recipe comes from our built-in cookbook.';
const cookbookNote = 'This recipe comes from our built-in cookbook, not from an AI model.';

describe('the built-in cookbook, once chosen', () => {
  it('is said to write the recipes, with the way back to the AI chef', async () => {
    await cookbookChosen();
    expect(screen.getByText(choiceNote)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use the AI chef again' })).toBeVisible();
  });

  it('says the AI chef was unavailable for the first recipe only, then that it is the cookbook’s', async () => {
    const { user } = await cookbookChosen();
    expect(screen.getByText(standInNote)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Get another recipe' }));
    server.send(
      { type: 'start', source: 'cookbook', fallback: true },
      { type: 'text-delta', text: '## Leek Risotto' },
      { type: 'end' },
    );
    expect(await screen.findByText(cookbookNote)).toBeVisible();
    expect(screen.queryByText(standInNote)).toBeNull();
  });

  it('writes another recipe, and the recipe for a new list', async () => {
    const { add, user } = await cookbookChosen();
    await user.click(screen.getByRole('button', { name: 'Get another recipe' }));
    await add('leeks');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(server.requests.slice(2)).toEqual([
      { ingredients: ['eggs', 'rice', 'peas', 'leeks'], attempt: 1, chef: 'cookbook' },
      { ingredients: ['eggs', 'rice', 'peas', 'leeks', 'leeks'], chef: 'cookbook' },
    ]);
  });

  it('gives way to the AI chef when the visitor chooses it again', async () => {
    const { user } = await cookbookChosen();
    await user.click(screen.getByRole('button', { name: 'Use the AI chef again' }));
    expect(screen.queryByText(choiceNote)).toBeNull();
    expect(recipeStatus()).toHaveTextContent('Your next recipe comes from the AI chef');
    expect(screen.getByRole('button', { name: 'Get another recipe' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Get another recipe' }));
    expect(server.requests.at(-1)).toEqual({
      ingredients: ['eggs', 'rice', 'peas', 'leeks'],
      attempt: 1,
    });
  });
});
