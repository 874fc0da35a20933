import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRecipeServer } from '../../tests/support/fake-recipe-server.ts';
import { RecipeRequestError, streamRecipe, type RecipeEvent } from './stream-recipe.ts';

const request = { ingredients: ['eggs', 'spinach', 'feta', 'onion'] };
const start = { type: 'start', source: 'model', fallback: false } as const;

let server: ReturnType<typeof stubRecipeServer>;
beforeEach(() => {
  server = stubRecipeServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function collect(events: AsyncIterable<RecipeEvent>) {
  const received: RecipeEvent[] = [];
  for await (const event of events) received.push(event);
  return received;
}

/** What the stream threw, or a failure of the test if it ended without throwing. */
async function failureOf(events: AsyncIterable<RecipeEvent>): Promise<unknown> {
  try {
    await collect(events);
  } catch (error) {
    return error;
  }
  throw new Error('The stream ended without failing');
}

describe('streamRecipe', () => {
  it('posts the request as JSON and yields the events up to the end', async () => {
    const events = collect(streamRecipe(request, new AbortController().signal));
    server.sendRecipe('## Dish');
    expect(await events).toEqual([start, { type: 'text-delta', text: '## Dish' }, { type: 'end' }]);
    expect(server.requests).toEqual([request]);
  });

  it('reads nothing after the end event', async () => {
    const events = collect(streamRecipe(request, new AbortController().signal));
    server.send(start, { type: 'end' }, { type: 'text-delta', text: 'stray' });
    expect(await events).toEqual([start, { type: 'end' }]);
  });

  it('sends the request with the caller’s own signal, for the caller to close', async () => {
    const controller = new AbortController();
    const events = collect(streamRecipe(request, controller.signal));
    server.sendRecipe('## Dish');
    await events;
    expect(server.signals).toEqual([controller.signal]);
  });

  it("throws the server's error event as a RecipeRequestError", async () => {
    const error = { code: 'chef-timeout', message: 'The chef took too long.' } as const;
    const failure = failureOf(streamRecipe(request, new AbortController().signal));
    server.send(start, { type: 'error', error });
    expect(await failure).toEqual(new RecipeRequestError(error));
    expect((await failure) as RecipeRequestError).toHaveProperty('apiError', error);
  });

  it('keeps the underlying error as the cause, for the console', async () => {
    server.refuseNext();
    const failure = await failureOf(streamRecipe(request, new AbortController().signal));
    expect(failure).toBeInstanceOf(RecipeRequestError);
    expect((failure as RecipeRequestError).cause).toEqual(new TypeError('Failed to fetch'));
  });

  it('says a new recipe needs a connection when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.refuseNext();
    const failure = await failureOf(streamRecipe(request, new AbortController().signal));
    expect((failure as RecipeRequestError).apiError.message).toMatch(
      /^You are offline: a new recipe needs a connection/,
    );
  });

  it('says the chef could not be reached when online but the request fails', async () => {
    server.refuseNext();
    const failure = await failureOf(streamRecipe(request, new AbortController().signal));
    expect((failure as RecipeRequestError).apiError.message).toMatch(/^Could not reach the chef/);
  });

  it('throws the abort, not a RecipeRequestError, once the caller has cancelled', async () => {
    const controller = new AbortController();
    const failure = failureOf(streamRecipe(request, controller.signal));
    server.send(start, { type: 'text-delta', text: 'Half' });
    controller.abort();
    const error = await failure;
    expect(error).not.toBeInstanceOf(RecipeRequestError);
    expect(error).toHaveProperty('name', 'AbortError');
    expect(server.signals[0]?.aborted).toBe(true);
  });

  it('sends nothing when the caller has already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(streamRecipe(request, controller.signal));
    expect(error).toHaveProperty('name', 'AbortError');
    expect(server.requests).toEqual([]);
    expect(server.signals[0]?.aborted).toBe(true);
  });
});
