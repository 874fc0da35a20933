import { vi } from 'vitest';
import {
  defaultRecipeLimits,
  recipeLimitsPath,
  type ApiError,
  type RecipeLimits,
  type RecipeRequest,
} from '../../src/shared/recipe-api.ts';
import { encodeRecipeEvent, type RecipeStreamEvent } from '../../src/shared/recipe-stream.ts';

/**
 * Stands in for our server at the network edge (`fetch`) in component tests: it answers `limits`
 * for the request limits, and each recipe request gets a stream that the test writes to.
 */
export function stubRecipeServer(limits: RecipeLimits = defaultRecipeLimits) {
  const requests: RecipeRequest[] = [];
  const signals: AbortSignal[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let failWith: { status: number; error: ApiError } | undefined;
  const encoder = new TextEncoder();

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === recipeLimitsPath) return Response.json(limits);
      requests.push(JSON.parse(String(init.body)) as RecipeRequest);
      if (init.signal) signals.push(init.signal);
      if (failWith) {
        const { status, error } = failWith;
        failWith = undefined;
        return Response.json({ error }, { status });
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      });
      init.signal?.addEventListener('abort', () =>
        stream?.error(new DOMException('Aborted', 'AbortError')),
      );
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );

  return {
    requests,
    signals,
    send(...events: RecipeStreamEvent[]) {
      stream?.enqueue(encoder.encode(events.map(encodeRecipeEvent).join('')));
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
    /** The next request is answered with this HTTP error. */
    failNext(status: number, error: ApiError) {
      failWith = { status, error };
    },
  };
}
