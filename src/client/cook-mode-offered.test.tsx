import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const markdown = '## Soup\n\n### Steps\n\n1. Simmer for 20 minutes.\n2. Serve.\n';

async function askForRecipe() {
  const context = renderApp();
  await context.add('leeks', 'potatoes', 'stock', 'cream');
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  return context;
}

const recipeRegion = () => screen.findByRole('region', { name: 'Chef Claude Recommends:' });

describe('Cook mode is offered', () => {
  it('under a finished recipe', async () => {
    const { user } = await askForRecipe();
    server.sendRecipe(markdown);
    const recipe = await recipeRegion();
    const cookMode = await within(recipe).findByRole('button', { name: 'Cook mode' });
    await user.click(cookMode);
    expect(await screen.findByRole('dialog', { name: 'Cook mode: Soup' })).toBeInTheDocument();
  });

  it('not while the recipe is being written', async () => {
    await askForRecipe();
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: markdown },
    );
    const recipe = await recipeRegion();
    await within(recipe).findByRole('button', { name: 'Stop' });
    expect(within(recipe).queryByRole('button', { name: 'Cook mode' })).toBeNull();
  });

  it('not for a recipe that failed halfway', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await askForRecipe();
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: markdown },
    );
    const recipe = await recipeRegion();
    server.breakConnection();
    await within(recipe).findByText('The recipe was cut off before the end.');
    expect(within(recipe).queryByRole('button', { name: 'Cook mode' })).toBeNull();
  });
});
