import type { RecipeRequest, RecipeSource } from '../../shared/recipe-api.ts';
import type { RecipeEngine } from '../engines/recipe-engine.ts';
import { RecipeFailure } from './recipe-failure.ts';
import { abortFailure } from './recipe-lifetime.ts';

export interface RecipeStarterOptions {
  engine: RecipeEngine;
  /** Writes instead when `engine` fails before its first text. */
  fallbackEngine: RecipeEngine | undefined;
  firstTextTimeoutMs: number;
  onFallback: (failure: RecipeFailure) => void;
}

/** A recipe whose first text has arrived: nothing can go wrong before the response starts. */
export interface StartedRecipe {
  source: RecipeSource;
  fallback: boolean;
  /** The recipe's text from its first piece on; throws a `RecipeFailure` when it fails. */
  texts: AsyncGenerator<string, void, undefined>;
}

/**
 * Starts a recipe and waits for its first text, so that a failure before any text can still be
 * answered with a plain JSON error, or handed to the fallback engine.
 */
export function createRecipeStarter(options: RecipeStarterOptions) {
  return async function startRecipe(
    request: RecipeRequest,
    signal: AbortSignal,
  ): Promise<StartedRecipe> {
    const { engine, fallbackEngine } = options;
    try {
      const texts = await startWriting(engine, request, signal, options.firstTextTimeoutMs);
      return { source: engine.source, fallback: false, texts };
    } catch (error) {
      if (!(error instanceof RecipeFailure) || !fallbackEngine || signal.aborted) throw error;
      options.onFallback(error);
      const texts = await startWriting(fallbackEngine, request, signal, options.firstTextTimeoutMs);
      return { source: fallbackEngine.source, fallback: true, texts };
    }
  };
}

async function startWriting(
  engine: RecipeEngine,
  request: RecipeRequest,
  signal: AbortSignal,
  firstTextTimeoutMs: number,
) {
  // The first-text deadline abandons this attempt only, so the fallback can still answer.
  const attempt = new AbortController();
  const timer = setTimeout(
    () =>
      attempt.abort(
        new RecipeFailure(
          'model-timeout',
          `The model sent no text within ${firstTextTimeoutMs} ms`,
        ),
      ),
    firstTextTimeoutMs,
  ).unref();
  const attemptSignal = AbortSignal.any([signal, attempt.signal]);
  const texts = engine.streamRecipe(request, attemptSignal)[Symbol.asyncIterator]();
  try {
    const first = await texts.next();
    if (attemptSignal.aborted) throw abortFailure(attemptSignal);
    if (first.done)
      throw new RecipeFailure('model-unavailable', 'The model returned an empty answer');
    return rest(first.value, texts, attemptSignal);
  } catch (error) {
    await texts.return?.();
    throw attemptSignal.aborted ? abortFailure(attemptSignal) : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The most text one recipe may hold: a few times what 1,024 tokens can (about 4,000 characters of
 * English), so a model that runs on is cut off rather than relayed whole.
 */
export const maxRecipeTextLength = 32_768;

/** The text from its first piece on; an engine stopped by the signal fails rather than ends. */
async function* rest(first: string, texts: AsyncIterator<string>, signal: AbortSignal) {
  let length = 0;
  try {
    for (
      let next: IteratorResult<string> = { value: first };
      !next.done;
      next = await texts.next()
    ) {
      length += next.value.length;
      if (length > maxRecipeTextLength) {
        throw new RecipeFailure(
          'recipe-too-long',
          `The model wrote more than ${maxRecipeTextLength} characters`,
        );
      }
      yield next.value;
    }
  } catch (error) {
    throw signal.aborted ? abortFailure(signal) : error;
  } finally {
    await texts.return?.();
  }
  if (signal.aborted) throw abortFailure(signal);
}
