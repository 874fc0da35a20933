import type { RecipeRequest, RecipeSource } from '../shared/recipe-api.ts';
import type { RecipeEngine } from './engines/recipe-engine.ts';
import { UpstreamError } from './engines/upstream-error.ts';

export interface RecipeWriterOptions {
  engine: RecipeEngine;
  /** Writes instead when `engine` fails before its first text. */
  fallbackEngine: RecipeEngine | undefined;
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  onFallback: (error: UpstreamError) => void;
}

/** A recipe whose first text has arrived: nothing can go wrong before the response starts. */
export interface StartedRecipe {
  source: RecipeSource;
  fallback: boolean;
  texts: AsyncGenerator<string>;
}

/**
 * Starts a recipe and waits for its first text, so that a failure before any text can still be
 * answered with a plain HTTP error, or handed to the fallback engine.
 */
export function createRecipeWriter(options: RecipeWriterOptions) {
  async function start(engine: RecipeEngine, request: RecipeRequest, signal: AbortSignal) {
    const texts = withDeadlines(engine, request, signal, options);
    const first = await texts.next();
    if (first.done) {
      if (signal.aborted) throw new UpstreamError('unavailable', 'The request was cancelled');
      throw new UpstreamError('unavailable', 'The model returned an empty answer');
    }
    return prepend(first.value, texts);
  }

  return async function startRecipe(
    request: RecipeRequest,
    signal: AbortSignal,
  ): Promise<StartedRecipe> {
    const { engine, fallbackEngine } = options;
    try {
      return {
        source: engine.source,
        fallback: false,
        texts: await start(engine, request, signal),
      };
    } catch (error) {
      if (!(error instanceof UpstreamError) || !fallbackEngine || signal.aborted) throw error;
      options.onFallback(error);
      const texts = await start(fallbackEngine, request, signal);
      return { source: fallbackEngine.source, fallback: true, texts };
    }
  };
}

async function* withDeadlines(
  engine: RecipeEngine,
  request: RecipeRequest,
  signal: AbortSignal,
  { firstTokenTimeoutMs, totalTimeoutMs }: RecipeWriterOptions,
): AsyncGenerator<string> {
  const deadline = new AbortController();
  let missed: string | undefined;
  const expire = (what: string) => () => {
    missed = what;
    deadline.abort();
  };
  // Unreferenced: an open request keeps the process alive, a timer alone must not.
  const firstTimer = setTimeout(
    expire(`first text within ${firstTokenTimeoutMs} ms`),
    firstTokenTimeoutMs,
  ).unref();
  const totalTimer = setTimeout(
    expire(`whole recipe within ${totalTimeoutMs} ms`),
    totalTimeoutMs,
  ).unref();
  const timedOut = () => new UpstreamError('timeout', `The model did not send its ${missed}`);
  try {
    for await (const text of engine.streamRecipe(
      request,
      AbortSignal.any([signal, deadline.signal]),
    )) {
      clearTimeout(firstTimer);
      yield text;
    }
  } catch (error) {
    throw missed ? timedOut() : error;
  } finally {
    clearTimeout(firstTimer);
    clearTimeout(totalTimer);
  }
  if (missed) throw timedOut();
}

async function* prepend(first: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  try {
    yield first;
    yield* rest;
  } finally {
    await rest.return(undefined);
  }
}
