import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

describe('while and after a recipe is written', () => {
  async function writing() {
    const context = renderApp();
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
    await screen.findByText(/^Recipe ready: Another/);
    await user.click(screen.getByRole('button', { name: 'Get another recipe' }));
    expect(server.requests).toEqual([
      { ingredients: ['a', 'b', 'c', 'd'] },
      { ingredients: ['a', 'b', 'c', 'd'], attempt: 1 },
      { ingredients: ['a', 'b', 'c', 'd'], attempt: 2 },
    ]);
  });

  it('Copy recipe copies the recipe and confirms', async () => {
    const { user } = await writing();
    server.send({ type: 'end' });
    server.close();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy recipe' }));
    expect(writeText).toHaveBeenCalledWith('First half');
    expect(screen.getByText('Recipe copied')).toBeInTheDocument();
  });
});
