import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { renderApp } from '../../tests/support/render-app.tsx';

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A first recipe on screen, then 'Get another recipe' refused with a wait of `seconds`. */
async function refusedAfterARecipe(seconds: number) {
  const context = renderApp();
  await context.add('eggs', 'rice', 'peas', 'leeks');
  await context.user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  server.sendRecipe('## Fried Rice\n\nFry it.');
  await screen.findByRole('heading', { name: 'Fried Rice' });
  await screen.findByText(/^Recipe ready: Fried Rice/);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Advancing with the clock too, so that Testing Library's waiting still ends.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
  server.failNext(429, {
    code: 'rate-limited',
    message: 'You have asked for many recipes in a short time.',
    retryAfterSeconds: seconds,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Get another recipe' }));
  await screen.findByRole('alert');
  return context;
}

const tryAgain = () => screen.getByRole('button', { name: 'Try again' });
const waitNews = () => screen.getByText(/try again/, { selector: '[role=status]' });
/** The countdown in sight, not the news of it. */
const countdown = () => screen.getByText(/try again/, { selector: '.retry-wait' });

describe('a refused request', () => {
  it('keeps the recipe on screen, with the alert', async () => {
    await refusedAfterARecipe(56);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have asked for many recipes in a short time.',
    );
    expect(screen.getByRole('heading', { name: 'Fried Rice' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chef Claude Recommends:' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('counts the wait down each second in sight', async () => {
    await refusedAfterARecipe(56);
    expect(countdown()).toHaveTextContent('You can try again in 56 seconds.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdown()).toHaveTextContent('You can try again in 55 seconds.');
    act(() => vi.advanceTimersByTime(54_000));
    expect(countdown()).toHaveTextContent('You can try again in 1 second.');
  });

  it('tells a screen reader the wait as it starts and as it ends, not each second', async () => {
    await refusedAfterARecipe(3);
    await waitFor(() => expect(waitNews()).toHaveTextContent('You can try again in 3 seconds.'));
    act(() => vi.advanceTimersByTime(2_000));
    act(() => vi.advanceTimersByTime(1));
    expect(waitNews()).toHaveTextContent('You can try again in 3 seconds.');
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(waitNews()).toHaveTextContent('You can try again now.'));
  });

  it('keeps Try again unavailable until the wait is over, then it asks again', async () => {
    await refusedAfterARecipe(3);
    expect(tryAgain()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(tryAgain());
    expect(server.requests).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3_000));
    expect(tryAgain()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(tryAgain());
    expect(server.requests).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fried Rice' })).toBeInTheDocument();
  });

  it('takes the focus when the Try again pressed is refused again', async () => {
    await refusedAfterARecipe(1);
    act(() => vi.advanceTimersByTime(1_000));
    server.failNext(429, {
      code: 'rate-limited',
      message: 'Still too many.',
      retryAfterSeconds: 5,
    });
    tryAgain().focus();
    fireEvent.click(tryAgain());
    expect(await screen.findByText('Still too many.')).toBeInTheDocument();
    expect(tryAgain()).toHaveFocus();
  });
});
