import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

// Before the page's script has loaded, its form goes to the address as `/?ingredient=…`.
beforeEach(() => {
  stubRecipeServer();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const listed = () =>
  screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.ingredient-name')?.textContent);

it('adds an ingredient sent before the script had loaded, exactly as typed, once', () => {
  window.history.replaceState(null, '', '/?ingredient=+smoked+paprika+');
  const first = renderApp();
  expect(listed()).toEqual([' smoked paprika ']);
  expect(window.location.search).toBe('');
  expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveFocus();
  first.view.unmount();
  renderApp();
  expect(listed()).toEqual([' smoked paprika ']);
});

it('ignores an empty one, as the form does', () => {
  window.history.replaceState(null, '', '/?ingredient=++');
  renderApp();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

it('keeps one the chef cannot take in the box, saying why', () => {
  window.history.replaceState(null, '', '/?ingredient=eggs%07');
  renderApp();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Add ingredient' })).toHaveValue('eggs\u0007');
  expect(screen.getByRole('alert')).toHaveTextContent(/can’t be added/);
});
