import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { recipeStatus, renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});
afterEach(() => {
  vi.useRealTimers();
});

const listed = () => screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

async function withRecipe() {
  const context = renderApp();
  await context.add('eggs', 'rice', 'peas', 'leeks');
  await context.user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  server.sendRecipe('## Fried Rice\n\nFry it.');
  await screen.findByRole('button', { name: 'Get another recipe' });
  return context;
}

describe('Reset', () => {
  it('clears the list and the recipe, says so, and offers Undo', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('heading', { name: 'Chef Claude Recommends:' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(recipeStatus()).toHaveTextContent('List cleared');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('keeps the dietary needs', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
  });

  it('Undo brings back the list, the needs and the recipe shown, with no new request', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(listed()).toEqual(['eggs', 'rice', 'peas', 'leeks']);
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Fried Rice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chef Claude Recommends:' })).toHaveFocus();
    expect(recipeStatus()).toHaveTextContent('List restored');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('Undo after a Reset while writing brings the recipe back as stopped', async () => {
    const { add, user } = renderApp();
    await add('eggs', 'rice', 'peas', 'leeks');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    server.send(
      { type: 'start', source: 'model', fallback: false },
      { type: 'text-delta', text: '## Fried' },
    );
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(server.signals[0]?.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Fried' })).toBeInTheDocument();
    expect(screen.getByText('The recipe was cut off before the end.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get another recipe' })).toBeInTheDocument();
  });

  it('offers Undo for ten seconds', async () => {
    await withRecipe();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('Clear list', () => {
  it('is offered with the list, before any recipe, and empties it', async () => {
    const { add, user } = renderApp();
    await add('eggs', 'rice');
    await user.click(screen.getByRole('button', { name: 'Clear list' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(recipeStatus()).toHaveTextContent('List cleared');
    expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  });

  it('Undo brings the list back, with the focus on Clear list again', async () => {
    const { add, user } = renderApp();
    await add('eggs', 'rice');
    await user.click(screen.getByRole('button', { name: 'Clear list' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(listed()).toEqual(['eggs', 'rice']);
    expect(screen.getByRole('button', { name: 'Clear list' })).toHaveFocus();
  });

  it('keeps the recipe on screen', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Clear list' }));
    expect(screen.getByRole('heading', { name: 'Fried Rice' })).toBeInTheDocument();
    expect(recipeStatus()).toHaveTextContent('List cleared');
  });

  it('offers Undo for ten seconds', async () => {
    const { add } = renderApp();
    await add('eggs');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear list' }));
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('withdraws Undo once a new ingredient is added', async () => {
    const { add, user } = renderApp();
    await add('eggs');
    await user.click(screen.getByRole('button', { name: 'Clear list' }));
    await add('rice');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(listed()).toEqual(['rice']);
  });
});
