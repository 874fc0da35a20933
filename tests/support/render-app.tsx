import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/client/app.tsx';

/** The page rendered, with `add` typing each ingredient into 'Add ingredient' and pressing Enter. */
export function renderApp() {
  const user = userEvent.setup();
  const view = render(<App />);
  async function add(...ingredients: string[]) {
    for (const ingredient of ingredients) {
      await user.type(
        screen.getByRole('textbox', { name: 'Add ingredient' }),
        `${ingredient}{Enter}`,
      );
    }
  }
  return { user, add, view };
}

/** The recipe helper's own status (the page has others: copying, updates): the first in it. */
export function recipeStatus() {
  const helper = screen.getByRole('region', { name: 'Add at least four ingredients' });
  const [status] = within(helper).getAllByRole('status');
  if (!status) throw new Error('The recipe helper has no status');
  return status;
}
