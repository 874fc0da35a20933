import { render, screen } from '@testing-library/react';
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
