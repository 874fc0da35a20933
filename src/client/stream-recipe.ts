import {
  recipePath,
  type ApiError,
  type ApiErrorBody,
  type RecipeRequest,
} from '../shared/recipe-api.ts';
import { isApiError, readRecipeEvents, type RecipeStreamEvent } from '../shared/recipe-stream.ts';

/** An event of the recipe stream other than `error`, which `streamRecipe` throws instead. */
export type RecipeEvent = Exclude<RecipeStreamEvent, { type: 'error' }>;

/** A recipe request failed; `apiError` is what to tell the visitor. */
export class RecipeRequestError extends Error {
  override name = 'RecipeRequestError';

  constructor(
    readonly apiError: ApiError,
    options?: ErrorOptions,
  ) {
    super(apiError.message, options);
  }
}

const connectionLost: ApiError = {
  code: 'stream-broken',
  message: 'The connection to the chef was lost. Please try again.',
};

const chefUnreachable: ApiError = {
  code: 'chef-unavailable',
  message: 'Could not reach the chef. Check your connection and try again.',
};

// The page itself opens offline (its service worker keeps it); a new recipe still needs the chef.
const offline: ApiError = {
  code: 'chef-unavailable',
  message:
    'You are offline: a new recipe needs a connection. Your pantry and My recipes still work here.',
};

/**
 * Asks our server for a recipe (`POST /api/recipe`) and yields the stream's checked events, up to
 * and including `end`. Any failure (an HTTP error, an `error` event, a broken or malformed stream,
 * no connection) is thrown as a `RecipeRequestError`; once `signal` is aborted, whatever the
 * request threw is thrown as it is (events already on their way may still come first: the caller
 * ignores them). The caller owns `signal` and aborts it once the request is over, however it
 * ended: that closes the connection, which the server may still hold open after an `error` event
 * or past the `end`.
 */
export async function* streamRecipe(
  request: RecipeRequest,
  signal: AbortSignal,
): AsyncGenerator<RecipeEvent, void, undefined> {
  let written = false;
  try {
    const response = await fetch(recipePath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
    if (!response.ok || !response.body) throw new RecipeRequestError(await readApiError(response));

    for await (const event of readRecipeEvents(response.body)) {
      if (event.type === 'error') throw new RecipeRequestError(event.error);
      if (event.type === 'text-delta' && event.text !== '') written = true;
      yield event;
      if (event.type === 'end') return;
    }
    throw new RecipeRequestError(connectionLost);
  } catch (error) {
    if (signal.aborted || error instanceof RecipeRequestError) throw error;
    const unreachable = navigator.onLine ? chefUnreachable : offline;
    throw new RecipeRequestError(written ? connectionLost : unreachable, { cause: error });
  }
}

async function readApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  try {
    const body = (await response.json()) as ApiErrorBody;
    if (isApiError(body.error)) return body.error;
  } catch {
    // Not our JSON (a proxy's error page, say): describe it by its status below.
  }
  return {
    code: response.status === 429 ? 'rate-limited' : 'chef-unavailable',
    message: `The chef could not answer (HTTP ${response.status}). Please try again.`,
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}
