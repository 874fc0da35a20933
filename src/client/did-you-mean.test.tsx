import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

describe('Did you mean…', () => {
  it('offers what a misspelt item most likely is, and puts it right when asked', async () => {
    server.misspell('chiken breasts', 'chicken breasts');
    const { user, add } = renderApp();
    await add('chiken breasts', 'rice');
    const list = screen.getByRole('list');
    const offer = await within(list).findByRole('button', {
      name: 'Did you mean chicken breasts?',
    });
    await user.click(offer);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['chicken breasts', 'rice']);
    expect(within(list).queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove chicken breasts' })).toHaveFocus();
  });

  it('offers nothing for what the kitchen reads as typed', async () => {
    const { add } = renderApp();
    await add('rice');
    await screen.findByRole('button', { name: 'Remove rice' });
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });
});
