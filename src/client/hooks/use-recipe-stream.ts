import { useCallback, useEffect, useRef, useState } from 'react';
import {
  maxRecipeAttempt,
  recipePath,
  type ApiError,
  type ApiErrorBody,
  type RecipeRequest,
  type RecipeSource,
} from '../../shared/recipe-api.ts';
import { isApiError, readRecipeEvents } from '../../shared/recipe-stream.ts';

export type RecipeStatus = 'idle' | 'waiting' | 'streaming' | 'done' | 'error';

export interface RecipeState {
  status: RecipeStatus;
  /** The recipe as written so far. */
  markdown: string;
  source: RecipeSource | undefined;
  /** The cookbook answered because the model failed. */
  fallback: boolean;
  error: ApiError | undefined;
  /** The recipe stopped before its end, by the visitor or by a failure. */
  cutOff: boolean;
}

const startingState: RecipeState = {
  status: 'idle',
  markdown: '',
  source: undefined,
  fallback: false,
  error: undefined,
  cutOff: false,
};

const connectionLost: ApiError = {
  code: 'stream-broken',
  message: 'The connection to the chef was lost. Please try again.',
};

/**
 * Asks our server for a recipe and follows its stream. One request at a time: asking again,
 * stopping or resetting cancels the one in flight, and nothing of it reaches the state after.
 */
export function useRecipeStream() {
  const [state, setState] = useState<RecipeState>(startingState);
  const current = useRef<AbortController | null>(null);
  const lastRequest = useRef<RecipeRequest | null>(null);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  const request = useCallback(
    async (body: RecipeRequest) => {
      cancel();
      lastRequest.current = body;
      const controller = new AbortController();
      current.current = controller;
      const update = (change: (state: RecipeState) => RecipeState) => {
        if (current.current === controller) setState(change);
      };
      setState({ ...startingState, status: 'waiting' });

      let ended = false;
      try {
        const response = await fetch(recipePath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw await readApiError(response);

        for await (const event of readRecipeEvents(response.body)) {
          switch (event.type) {
            case 'start':
              update((state) => ({ ...state, source: event.source, fallback: event.fallback }));
              break;
            case 'text-delta':
              update((state) => ({
                ...state,
                status: 'streaming',
                markdown: state.markdown + event.text,
              }));
              break;
            case 'error':
              ended = true;
              throw event.error;
            case 'end':
              ended = true;
              update((state) => ({ ...state, status: 'done' }));
              break;
          }
        }
        if (!ended) throw connectionLost;
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('The recipe request failed:', error);
        update((state) => ({
          ...state,
          status: 'error',
          error: isApiError(error) ? error : connectionLostOrUnreachable(state),
          cutOff: state.markdown !== '',
        }));
      } finally {
        // Closes the stream when it ended with an error event; harmless after a clean end.
        controller.abort();
        if (current.current === controller) current.current = null;
      }
    },
    [cancel],
  );

  const retry = useCallback(() => {
    if (lastRequest.current) return request(lastRequest.current);
  }, [request]);

  /** Asks for a different recipe than the last one for this list. */
  const requestAnother = useCallback(
    (ingredients: string[]) => {
      const last = lastRequest.current;
      const sameList =
        last !== null &&
        last.ingredients.length === ingredients.length &&
        last.ingredients.every((ingredient, index) => ingredient === ingredients[index]);
      const attempt = sameList ? ((last.attempt ?? 0) % maxRecipeAttempt) + 1 : 1;
      return request({ ingredients, attempt });
    },
    [request],
  );

  /** Stops the recipe being written and keeps what was written so far. */
  const stop = useCallback(() => {
    cancel();
    setState((state) => ({
      ...state,
      status: state.markdown === '' ? 'idle' : 'done',
      cutOff: state.markdown !== '',
    }));
  }, [cancel]);

  const reset = useCallback(() => {
    cancel();
    setState(startingState);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { ...state, request, retry, requestAnother, stop, reset };
}

function connectionLostOrUnreachable(state: RecipeState): ApiError {
  return state.markdown === ''
    ? {
        code: 'chef-unavailable',
        message: 'Could not reach the chef. Check your connection and try again.',
      }
    : connectionLost;
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
