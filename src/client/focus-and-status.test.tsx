import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecipeChecks } from '../shared/recipe-checks.ts';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { recipeStatus, renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const recipeHeading = () => screen.getByRole('heading', { name: 'Chef Claude Recommends:' });

async function asked() {
  const context = renderApp();
  await context.add('eggs', 'rice', 'peas', 'leeks');
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return context;
}

async function writing() {
  const context = await asked();
  server.send(
    { type: 'start', source: 'model', fallback: false },
    { type: 'text-delta', text: '## Fried Rice\n' },
  );
  await screen.findByRole('button', { name: 'Stop' });
  return context;
}

async function finished() {
  const context = await asked();
  server.sendRecipe('## Fried Rice\n\nFry it.');
  await screen.findByRole('button', { name: 'Get another recipe' });
  return context;
}

describe('the status', () => {
  it('is there, saying nothing, before anything is asked', () => {
    renderApp();
    expect(recipeStatus()).toBeEmptyDOMElement();
  });

  it('says the recipe is ready, with its title and how many lines are to buy', async () => {
    await asked();
    const status = recipeStatus();
    expect(status).toHaveTextContent('Chef Claude is writing your recipe…');
    const checks: RecipeChecks = {
      ingredientListFound: true,
      lines: [
        { text: '2 eggs', offset: 20, status: 'have', optional: false },
        { text: '1 onion', offset: 30, status: 'to-buy', optional: false },
        { text: '1 chilli', offset: 40, status: 'to-buy', optional: true },
        { text: 'soy sauce', offset: 50, status: 'to-buy', optional: false },
      ],
      allergens: [],
      conflicts: [],
      foodSafety: [],
    };
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## **Fried** Rice\n\n- 2 eggs' },
    );
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    server.send({ type: 'checks', ...checks }, { type: 'end' });
    await waitFor(() => expect(status).toHaveTextContent('Recipe ready: Fried Rice, 2 to buy'));
    expect(recipeStatus()).toBe(status);
  });

  it('says Stopped when the visitor stops the recipe', async () => {
    const { user } = await writing();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(recipeStatus()).toHaveTextContent('Stopped');
  });
});

describe('Cancel', () => {
  it('is offered while waiting for the first words, and stops the request', async () => {
    const { user } = await asked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.signals[0]?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(recipeStatus()).toHaveTextContent('Stopped');
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Chef Claude Recommends:' })).toBeNull();
  });

  it('goes once the first words arrive, when Stop takes over', async () => {
    await writing();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('focus', () => {
  it('stays in the Add ingredient field after a click on the Add ingredient button', async () => {
    const { user } = renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Add ingredient' }), 'eggs');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });

  it('goes to the recipe heading when the recipe is ready', async () => {
    await finished();
    expect(recipeHeading()).toHaveFocus();
  });

  it('goes to Get another recipe after Stop', async () => {
    const { user } = await writing();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Get another recipe' })).toHaveFocus();
  });

  it('goes to the Add ingredient field after Reset', async () => {
    const { user } = await finished();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });

  it('after Get another recipe, rests on it while waiting, then goes to the heading', async () => {
    const { user } = await finished();
    await user.click(screen.getByRole('button', { name: 'Get another recipe' }));
    expect(screen.getByRole('button', { name: 'Get another recipe' })).toHaveFocus();
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Pea Risotto\n' },
    );
    await waitFor(() => expect(recipeHeading()).toHaveFocus());
  });

  it('goes to the recipe heading after Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = renderApp();
    await add('eggs', 'rice', 'peas', 'leeks');
    server.failNext(503, { code: 'model-unavailable', message: 'The AI chef is busy.' });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    server.sendRecipe('## Fried Rice');
    await waitFor(() => expect(recipeHeading()).toHaveFocus());
  });

  it('goes to the recipe heading after Use the built-in cookbook', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, user } = renderApp();
    await add('eggs', 'rice', 'peas', 'leeks');
    server.failNext(502, {
      code: 'model-unavailable',
      message: 'The AI chef is not set up correctly right now.',
      retryable: false,
      cookbookAvailable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Use the built-in cookbook' }));
    server.send(
      { type: 'start', source: 'cookbook', fallback: true },
      { type: 'text-delta', text: '## Soup' },
      { type: 'end' },
    );
    await waitFor(() => expect(recipeHeading()).toHaveFocus());
  });

  it('stays with a visitor typing elsewhere when the recipe is ready', async () => {
    const { user } = await asked();
    await user.click(screen.getByRole('textbox', { name: 'Add ingredient' }));
    server.sendRecipe('## Fried Rice');
    await screen.findByRole('button', { name: 'Get another recipe' });
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });
});
