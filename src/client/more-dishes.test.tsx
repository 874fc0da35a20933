import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

const dishes = [
  { title: 'Spinach and Feta Frittata', attempt: 0, usesOfYours: 4, toBuy: 0 },
  { title: 'Spanakopita', attempt: 1, usesOfYours: 3, toBuy: 2 },
  { title: 'Greek Omelette', attempt: 2, usesOfYours: 4, toBuy: 1 },
];

async function finishRecipe(source: 'model' | 'cookbook') {
  const { user, add } = renderApp();
  await add('eggs', 'spinach', 'feta', 'onion');
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  server.send(
    { type: 'start', source, fallback: false },
    { type: 'text-delta', text: '## Spinach and Feta Frittata\n\n1. Cook.\n' },
    { type: 'end' },
  );
  server.close();
  return user;
}

describe('More dishes from your pantry', () => {
  it('lists the other dishes the cookbook can make, each with how it fits, the one shown left out', async () => {
    server.listDishes(dishes);
    await finishRecipe('cookbook');
    const section = await screen.findByRole('region', { name: 'More dishes from your pantry' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Spanakopita uses 3 of yours · 2 to buy',
      'Greek Omelette uses 4 of yours · 1 to buy',
    ]);
    expect(server.dishRequests).toEqual([{ ingredients: ['eggs', 'spinach', 'feta', 'onion'] }]);
  });

  it('asks the cookbook for the dish chosen', async () => {
    server.listDishes(dishes);
    const user = await finishRecipe('model');
    const section = await screen.findByRole('region', { name: 'More dishes from your pantry' });
    expect(within(section).getByText('From our built-in cookbook.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Greek Omelette' }));
    expect(server.requests.at(-1)).toEqual({
      ingredients: ['eggs', 'spinach', 'feta', 'onion'],
      attempt: 2,
      chef: 'cookbook',
    });
    // With a model set up, the server marks it as standing in for the model: it is not one.
    server.send(
      { type: 'start', source: 'cookbook', fallback: true },
      { type: 'text-delta', text: '## Greek Omelette' },
      { type: 'end' },
    );
    expect(
      await screen.findByText(
        'This recipe comes from our built-in cookbook, not from an AI model.',
      ),
    ).toBeVisible();
  });

  it('shows nothing when the cookbook lists no other dish', async () => {
    await finishRecipe('cookbook');
    expect(
      screen.queryByRole('region', { name: 'More dishes from your pantry' }),
    ).not.toBeInTheDocument();
  });
});
