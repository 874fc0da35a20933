import { vi } from 'vitest';
import {
  defaultRecipeLimits,
  recipeLimitsPath,
  type ApiError,
  type RecipeLimits,
  type RecipeRequest,
} from '../../src/shared/recipe-api.ts';
import { encodeRecipeEvent, type RecipeStreamEvent } from '../../src/shared/recipe-stream.ts';
import { pantryDishesPath, type PantryDish } from '../../src/shared/pantry-dishes.ts';
import { ingredientReadingPath } from '../../src/shared/ingredient-reading.ts';

/**
 * Stands in for our server at the network edge (`fetch`) in page tests: it answers `limits`
 * for the request limits, a misspelt ingredient with what the test said it means, the pantry's
 * other dishes with those the test listed (none unless it
 * did), and each recipe request gets a stream that the test writes to (the
 * latest request's), unless the test set another answer for it first. Like a real `fetch`, an
 * aborted request errors its stream.
 */
export function stubRecipeServer(limits: RecipeLimits = defaultRecipeLimits) {
  const requests: RecipeRequest[] = [];
  const signals: AbortSignal[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let nextAnswer: (() => Response) | undefined;
  const encoder = new TextEncoder();
  let dishes: readonly PantryDish[] = [];
  const misspellings = new Map<string, string>();
  const dishRequests: unknown[] = [];

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === recipeLimitsPath) return Response.json(limits);
      if (url.startsWith(`${ingredientReadingPath}?`)) {
        const text = new URL(url, 'http://page.test').searchParams.get('text') ?? '';
        const didYouMean = misspellings.get(text);
        return Response.json(didYouMean ? { didYouMean } : {});
      }
      if (url === pantryDishesPath) {
        dishRequests.push(JSON.parse(String(init.body)));
        return Response.json({ dishes });
      }
      const { signal } = init;
      if (signal) signals.push(signal);
      signal?.throwIfAborted();
      requests.push(JSON.parse(String(init.body)) as RecipeRequest);
      const answer = nextAnswer;
      nextAnswer = undefined;
      if (answer) return answer();

      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
        },
      });
      stream = controller;
      signal?.addEventListener('abort', () =>
        controller?.error(new DOMException('Aborted', 'AbortError')),
      );
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );

  return {
    requests,
    signals,
    /** The bodies the page asked for the pantry's dishes with. */
    dishRequests,
    /** The server reads `typed` as misspelt, and offers `didYouMean` for it. */
    misspell(typed: string, didYouMean: string) {
      misspellings.set(typed, didYouMean);
    },
    /** What the server lists as the pantry's dishes from now on. */
    listDishes(list: readonly PantryDish[]) {
      dishes = list;
    },
    send(...events: RecipeStreamEvent[]) {
      this.sendRaw(events.map(encodeRecipeEvent).join(''));
    },
    /** Sends text as it is, whether or not it holds our events. */
    sendRaw(text: string) {
      stream?.enqueue(encoder.encode(text));
    },
    /** Sends a whole model recipe and ends the stream. */
    sendRecipe(markdown: string) {
      this.send(
        { type: 'start', source: 'model', fallback: false },
        { type: 'text-delta', text: markdown },
        { type: 'end' },
      );
      stream?.close();
    },
    close() {
      stream?.close();
    },
    /** The connection drops in the middle of the stream. */
    breakConnection() {
      stream?.error(new TypeError('network error'));
    },
    /** The next request is answered with this HTTP error, in our JSON. */
    failNext(status: number, error: ApiError) {
      nextAnswer = () => Response.json({ error }, { status });
    },
    /** The next request is answered with this response (a proxy's error page, say). */
    answerNext(response: Response) {
      nextAnswer = () => response;
    },
    /** The next request never reaches a server, as when the visitor is offline. */
    refuseNext() {
      nextAnswer = () => {
        throw new TypeError('Failed to fetch');
      };
    },
  };
}
