import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maxRecipeAttempt } from '../../shared/recipe-api.ts';
import { encodeRecipeEvent, type RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import { stubRecipeServer } from '../../../tests/support/fake-recipe-server.ts';
import { useRecipeStream } from './use-recipe-stream.ts';

const pantry = ['eggs', 'spinach', 'feta', 'onion'];
const start = { type: 'start', source: 'model', fallback: false } as const;

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});

/**
 * Calls one of the hook's requests; what it returns waits until the hook has done with that
 * request, however it ended.
 */
function begin(call: () => Promise<void> | undefined) {
  let request: Promise<void> | undefined;
  act(() => {
    request = call();
  });
  return () =>
    act(async () => {
      await request;
    });
}

/** Renders the hook and asks for a recipe for the pantry. */
function requested() {
  const view = renderHook(() => useRecipeStream());
  return { ...view, finished: begin(() => view.result.current.request({ ingredients: pantry })) };
}

function expectConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('a recipe that streams to its end', () => {
  it('starts idle with nothing written', () => {
    const { result } = renderHook(() => useRecipeStream());
    expect(result.current).toMatchObject({
      status: 'idle',
      markdown: '',
      source: undefined,
      fallback: false,
      error: undefined,
      cutOff: false,
    });
  });

  it('waits for the chef once asked, and sends the request as given', () => {
    const { result } = requested();
    expect(result.current.status).toBe('waiting');
    expect(server.requests).toEqual([{ ingredients: pantry }]);
  });

  it('keeps waiting after the start event, noting where the recipe comes from', async () => {
    const { result } = requested();
    server.send({ type: 'start', source: 'cookbook', fallback: true });
    await waitFor(() => expect(result.current.source).toBe('cookbook'));
    expect(result.current.fallback).toBe(true);
    expect(result.current.status).toBe('waiting');
  });

  it('streams once the first text arrives, adding each piece to the markdown', async () => {
    const { result } = requested();
    server.send(start, { type: 'text-delta', text: '## Green ' });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    expect(result.current.markdown).toBe('## Green ');
    server.send({ type: 'text-delta', text: 'Omelette' });
    await waitFor(() => expect(result.current.markdown).toBe('## Green Omelette'));
  });

  it('is thinking while a reasoning model thinks, then streams its text', async () => {
    const { result } = requested();
    server.send(start, { type: 'thinking' });
    await waitFor(() => expect(result.current.status).toBe('thinking'));
    expect(result.current.markdown).toBe('');
    server.send({ type: 'thinking' }, { type: 'thinking' });
    server.send({ type: 'text-delta', text: '## Soup' });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    expect(result.current.markdown).toBe('## Soup');
  });

  it('follows the cookbook that takes over after the model thought and failed', async () => {
    const { result } = requested();
    server.send(start, { type: 'thinking' });
    server.send({ type: 'start', source: 'cookbook', fallback: true });
    server.send({ type: 'text-delta', text: '## Frittata' });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    expect(result.current).toMatchObject({ source: 'cookbook', fallback: true });
  });

  it('is done at the end event, not cut off', async () => {
    const { result, finished } = requested();
    server.sendRecipe('## Dish');
    await finished();
    expect(result.current.status).toBe('done');
    expect(result.current).toMatchObject({ markdown: '## Dish', source: 'model', cutOff: false });
    expect(result.current.error).toBeUndefined();
  });

  it('closes the request once the end event came, without reading past it', async () => {
    const { finished } = requested();
    server.send(start, { type: 'text-delta', text: '## Dish' }, { type: 'end' });
    await finished();
    expect(server.signals[0]?.aborted).toBe(true);
  });

  it('keeps the checks that come before the end, and forgets them when asked again', async () => {
    const checks = {
      ingredientListFound: false,
      lines: [],
      allergens: [],
      conflicts: [],
      foodSafety: [],
    };
    const { result, finished } = requested();
    server.send(start, { type: 'text-delta', text: 'Hi' }, { type: 'checks', ...checks });
    server.send({ type: 'end' });
    server.close();
    await finished();
    expect(result.current.checks).toEqual(checks);
    act(() => void result.current.request({ ingredients: pantry }));
    expect(result.current.checks).toBeUndefined();
  });

  it('asks for another recipe with the same needs as a further attempt, and new needs afresh', async () => {
    const { result, finished } = requested();
    server.sendRecipe('## Dish');
    await finished();
    begin(() => result.current.requestAnother(pantry, ['vegan']));
    begin(() => result.current.requestAnother(pantry, ['vegan']));
    begin(() => result.current.requestAnother(pantry, ['vegan', 'nut-free']));
    expect(server.requests.slice(1)).toEqual([
      { ingredients: pantry, dietaryNeeds: ['vegan'], attempt: 1 },
      { ingredients: pantry, dietaryNeeds: ['vegan'], attempt: 2 },
      { ingredients: pantry, dietaryNeeds: ['vegan', 'nut-free'], attempt: 1 },
    ]);
  });
});

describe('a request that fails', () => {
  it("shows the server's error, logged once, and leaves the recipe unset", async () => {
    const consoleError = expectConsoleErrors();
    const error = {
      code: 'rate-limited',
      message: 'You have asked for many recipes in a short time.',
      retryAfterSeconds: 42,
    } as const;
    server.failNext(429, error);
    const { result, finished } = requested();
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual(error);
    expect(result.current).toMatchObject({ markdown: '', cutOff: false });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it.each([
    [429, 'rate-limited'],
    [502, 'chef-unavailable'],
  ] as const)(
    'describes an HTTP %i that is not our JSON by its status, with Retry-After',
    async (status, code) => {
      const consoleError = expectConsoleErrors();
      server.answerNext(
        new Response('<h1>Bad gateway</h1>', { status, headers: { 'retry-after': '7' } }),
      );
      const { result, finished } = requested();
      await finished();
      expect(result.current.status).toBe('error');
      expect(result.current.error).toEqual({
        code,
        message: `The chef could not answer (HTTP ${status}). Please try again.`,
        retryAfterSeconds: 7,
      });
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  it('says the chef could not be reached when the request gets no answer', async () => {
    const consoleError = expectConsoleErrors();
    server.refuseNext();
    const { result, finished } = requested();
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual({
      code: 'chef-unavailable',
      message: 'Could not reach the chef. Check your connection and try again.',
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('says the chef could not be reached when the stream breaks before any text', async () => {
    const consoleError = expectConsoleErrors();
    const { result, finished } = requested();
    server.send(start);
    server.breakConnection();
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('chef-unavailable');
    expect(result.current.cutOff).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('says the connection was lost, keeping the text as cut off, when it breaks midway', async () => {
    const consoleError = expectConsoleErrors();
    const { result, finished } = requested();
    server.send(start, { type: 'text-delta', text: 'Half a recipe' });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    server.breakConnection();
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual({
      code: 'stream-broken',
      message: 'The connection to the chef was lost. Please try again.',
    });
    expect(result.current).toMatchObject({ markdown: 'Half a recipe', cutOff: true });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('says the connection was lost when the stream ends without its end event', async () => {
    const consoleError = expectConsoleErrors();
    const { result, finished } = requested();
    server.send(start);
    server.close();
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('stream-broken');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('shows the error event the server sent midway, keeping the text as cut off', async () => {
    const consoleError = expectConsoleErrors();
    const error = { code: 'chef-timeout', message: 'The chef took too long.' } as const;
    const { result, finished } = requested();
    server.send(start, { type: 'text-delta', text: 'Half' }, { type: 'error', error });
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual(error);
    expect(result.current).toMatchObject({ markdown: 'Half', cutOff: true });
    expect(consoleError).toHaveBeenCalledTimes(1);
    // The server may not have closed the stream yet: the hook closes it.
    expect(server.signals[0]?.aborted).toBe(true);
  });

  it('treats an event it cannot read as a broken stream', async () => {
    const consoleError = expectConsoleErrors();
    const { result, finished } = requested();
    server.sendRaw('data: {"type":"surprise"}\n\n');
    await finished();
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('chef-unavailable');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('cancelling', () => {
  it('asking again cancels the request in flight, and only the new answer is shown', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { result, finished } = requested();
    const secondFinished = begin(() => {
      // The first answer has fully arrived, but the hook has not read it yet.
      server.sendRecipe('Old words');
      return result.current.request({ ingredients: ['rice'] });
    });
    expect(server.signals[0]?.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'waiting', markdown: '' });
    await finished();
    server.sendRecipe('New words');
    await secondFinished();
    expect(result.current.status).toBe('done');
    expect(result.current.markdown).toBe('New words');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('events of a cancelled request that still arrive after it never reach the state', async () => {
    // A whole answer that the abort does not stop, as when it was already on its way.
    const oldAnswer: RecipeStreamEvent[] = [
      start,
      { type: 'text-delta', text: 'Old words' },
      { type: 'end' },
    ];
    server.answerNext(new Response(oldAnswer.map(encodeRecipeEvent).join('')));
    const { result, finished } = requested();
    const secondFinished = begin(() => result.current.request({ ingredients: ['rice'] }));
    await finished();
    expect(result.current).toMatchObject({ status: 'waiting', markdown: '', source: undefined });
    server.sendRecipe('New words');
    await secondFinished();
    expect(result.current.markdown).toBe('New words');
  });

  it('Stop while writing keeps the text, marked as cut off, with no error', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { result, finished } = requested();
    server.send(start, { type: 'text-delta', text: 'First half' });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    act(() => result.current.stop());
    await finished();
    expect(server.signals[0]?.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'done', markdown: 'First half', cutOff: true });
    expect(result.current.error).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('Stop drops the text that arrived but was not shown yet', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const { result, finished } = requested();
      server.send(start, { type: 'text-delta', text: 'First half' });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        vi.advanceTimersToNextFrame();
      });
      expect(result.current.markdown).toBe('First half');
      server.send({ type: 'text-delta', text: ' never shown' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      act(() => result.current.stop());
      await finished();
      act(() => vi.advanceTimersToNextFrame());
      expect(result.current).toMatchObject({
        status: 'done',
        markdown: 'First half',
        cutOff: true,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('Stop before any text goes back to idle', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { result, finished } = requested();
    act(() => result.current.stop());
    await finished();
    expect(server.signals[0]?.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'idle', markdown: '', cutOff: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('Reset cancels the request and returns to the starting state', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { result, finished } = requested();
    server.send({ type: 'start', source: 'cookbook', fallback: true });
    server.send({ type: 'text-delta', text: 'Some words' });
    await waitFor(() => expect(result.current.status).toBe('streaming'));
    act(() => result.current.reset());
    await finished();
    expect(server.signals[0]?.aborted).toBe(true);
    expect(result.current).toMatchObject({
      status: 'idle',
      markdown: '',
      source: undefined,
      fallback: false,
      error: undefined,
      cutOff: false,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaving the page cancels the request and logs nothing', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { unmount, finished } = requested();
    unmount();
    expect(server.signals[0]?.aborted).toBe(true);
    await finished();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a cancelled request that would have failed logs nothing', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { result, finished } = requested();
    act(() => {
      server.breakConnection();
      result.current.stop();
    });
    await finished();
    expect(result.current.status).toBe('idle');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('asking again', () => {
  it('Try again sends the last request again, and clears the error', async () => {
    expectConsoleErrors();
    server.failNext(503, { code: 'server-busy', message: 'Busy.' });
    const { result, finished } = requested();
    await finished();
    expect(result.current.status).toBe('error');
    const retryFinished = begin(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'waiting', error: undefined });
    server.sendRecipe('## Second try');
    await retryFinished();
    expect(result.current.status).toBe('done');
    expect(server.requests).toEqual([{ ingredients: pantry }, { ingredients: pantry }]);
  });

  it('Try again before any request does nothing', () => {
    const { result } = renderHook(() => useRecipeStream());
    expect(result.current.retry()).toBeUndefined();
    expect(server.requests).toEqual([]);
  });

  it('another recipe for the same list counts its attempts, up to the most and round again', () => {
    const { result } = renderHook(() => useRecipeStream());
    act(() => void result.current.request({ ingredients: pantry, attempt: maxRecipeAttempt - 1 }));
    act(() => void result.current.requestAnother([...pantry]));
    act(() => void result.current.requestAnother(pantry));
    expect(server.requests.map((request) => request.attempt)).toEqual([
      maxRecipeAttempt - 1,
      maxRecipeAttempt,
      1,
    ]);
  });

  it('another recipe for a changed list starts again at attempt 1', () => {
    const { result } = renderHook(() => useRecipeStream());
    act(() => void result.current.request({ ingredients: pantry, attempt: 5 }));
    act(() => void result.current.requestAnother([...pantry, 'rice']));
    act(() => void result.current.requestAnother(['onion', 'feta', 'spinach', 'eggs']));
    expect(server.requests.slice(1)).toEqual([
      { ingredients: [...pantry, 'rice'], attempt: 1 },
      { ingredients: ['onion', 'feta', 'spinach', 'eggs'], attempt: 1 },
    ]);
  });

  it('asking the cookbook sends the last request again with "chef": "cookbook"', async () => {
    expectConsoleErrors();
    server.failNext(502, {
      code: 'model-unavailable',
      message: 'The AI chef is not set up correctly right now.',
      retryable: false,
      cookbookAvailable: true,
    });
    const { result, finished } = requested();
    await finished();
    const cookbookFinished = begin(() => result.current.askCookbook());
    expect(result.current).toMatchObject({ status: 'waiting', error: undefined });
    server.sendRecipe('## From the cookbook');
    await cookbookFinished();
    expect(server.requests[1]).toEqual({ ingredients: pantry, chef: 'cookbook' });
  });

  it('once the cookbook is chosen, asks it for every recipe, until the AI chef is chosen again', () => {
    const { result } = renderHook(() => useRecipeStream());
    act(() => void result.current.request({ ingredients: pantry }));
    act(() => void result.current.askCookbook());
    expect(result.current.cookbookChosen).toBe(true);
    act(() => void result.current.requestAnother(pantry));
    act(() => void result.current.requestAnother(['rice', ...pantry]));
    act(() => void result.current.request({ ingredients: ['rice'] }));
    act(() => result.current.leaveCookbook());
    expect(result.current.cookbookChosen).toBe(false);
    act(() => void result.current.requestAnother(['rice']));
    expect(server.requests.slice(2)).toEqual([
      { ingredients: pantry, attempt: 1, chef: 'cookbook' },
      { ingredients: ['rice', ...pantry], attempt: 1, chef: 'cookbook' },
      { ingredients: ['rice'], chef: 'cookbook' },
      { ingredients: ['rice'], attempt: 1 },
    ]);
  });

  it('keeps the recipe on screen while the next is asked for, and after a refusal', async () => {
    const { result, finished } = requested();
    server.sendRecipe('## First dish');
    await finished();
    act(() => void result.current.retry());
    expect(result.current).toMatchObject({
      status: 'waiting',
      markdown: '',
      previous: { status: 'done', markdown: '## First dish' },
    });
    const consoleError = expectConsoleErrors();
    server.failNext(429, { code: 'rate-limited', message: 'Slow down.', retryAfterSeconds: 5 });
    await begin(() => result.current.retry())();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(result.current).toMatchObject({
      status: 'error',
      error: { retryAfterSeconds: 5 },
      previous: { status: 'done', markdown: '## First dish' },
    });
  });

  it('puts the recipe on screen back when the next is cancelled before its first words', async () => {
    const { result, finished } = requested();
    server.sendRecipe('## First dish');
    await finished();
    act(() => void result.current.retry());
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ status: 'done', markdown: '## First dish' });
    expect(result.current.cutOff).toBe(false);
  });

  it('another recipe with no request before asks for attempt 1', () => {
    const { result } = renderHook(() => useRecipeStream());
    act(() => void result.current.requestAnother(pantry));
    expect(server.requests).toEqual([{ ingredients: pantry, attempt: 1 }]);
  });
});
