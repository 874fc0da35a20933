import type { FastifyBaseLogger } from 'fastify';
import type { RecipeRequest } from '../../shared/recipe-api.ts';
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import type { RecipeDelta, RecipeEngine } from '../engines/recipe-engine.ts';
import { logRecipeFailure, RecipeFailure } from './recipe-failure.ts';
import { abortFailure } from './recipe-lifetime.ts';

export interface RecipeStarterOptions {
  /** The configured chef. */
  engine: RecipeEngine;
  /** The chef built into the server: asked for by name, offered or used when the model fails. */
  cookbook: RecipeEngine;
  /** `RECIPE_FALLBACK=cookbook`: the cookbook answers by itself when the model fails before any text. */
  fallBackToCookbook: boolean;
  /** How long a writer may send nothing, neither text nor thought, before its first text. */
  firstTextTimeoutMs: number;
}

/** The events of a recipe before its `end`: `start`, then `thinking` and `text-delta`. */
export type RecipeProgressEvent = Extract<
  RecipeStreamEvent,
  { type: 'start' | 'thinking' | 'text-delta' }
>;

/** A recipe whose writer has sent something: nothing can go wrong before the response starts. */
export interface StartedRecipe {
  /** The stream's events from `start` on; throws a `RecipeFailure` when the recipe fails. */
  events: AsyncGenerator<RecipeProgressEvent, void, undefined>;
}

/**
 * Starts a recipe and waits for the writer's first sign of life, so that a failure before it can
 * still be answered with a plain JSON error, or handed to the cookbook. A model that fails after
 * thinking but before any text is handed to the cookbook too, which then sends its own `start`.
 */
export function createRecipeStarter(options: RecipeStarterOptions) {
  const { engine, cookbook } = options;

  async function* writeRecipe(
    request: RecipeRequest,
    signal: AbortSignal,
    log: FastifyBaseLogger,
  ): AsyncGenerator<RecipeProgressEvent, void, undefined> {
    if (request.chef === 'cookbook' || engine === cookbook) {
      // Asked for by name while a model is configured, it answers in the model's place.
      yield* eventsOf(cookbook, engine !== cookbook, request, signal, options.firstTextTimeoutMs);
      return;
    }
    let wroteText = false;
    try {
      for await (const event of eventsOf(
        engine,
        false,
        request,
        signal,
        options.firstTextTimeoutMs,
      )) {
        if (event.type === 'text-delta') wroteText = true;
        yield event;
      }
    } catch (error) {
      if (wroteText) throw error;
      const failure = RecipeFailure.from(error);
      if (!options.fallBackToCookbook || signal.aborted) throw failure.offeringCookbook();
      logRecipeFailure(log, failure);
      log.info('The model failed before writing anything; the cookbook answers instead');
      yield* eventsOf(cookbook, true, request, signal, options.firstTextTimeoutMs);
    }
  }

  return async function startRecipe(
    request: RecipeRequest,
    signal: AbortSignal,
    log: FastifyBaseLogger,
  ): Promise<StartedRecipe> {
    const events = writeRecipe(request, signal, log);
    const first = await events.next();
    if (first.done) throw new RecipeFailure('internal', 'The recipe ended before it started');
    return { events: prepend(first.value, events) };
  };
}

/**
 * The most text one recipe may hold: a few times what 1,024 tokens can (about 4,000 characters of
 * English), so a model that runs on is cut off rather than relayed whole.
 */
export const maxRecipeTextLength = 32_768;

/** A writer's deltas as the stream's events, `start` with the first of them. */
async function* eventsOf(
  engine: RecipeEngine,
  fallback: boolean,
  request: RecipeRequest,
  signal: AbortSignal,
  firstTextTimeoutMs: number,
): AsyncGenerator<RecipeProgressEvent, void, undefined> {
  let started = false;
  let textLength = 0;
  for await (const delta of withFirstTextDeadline(engine, request, signal, firstTextTimeoutMs)) {
    if (!started) yield { type: 'start', source: engine.source, fallback };
    started = true;
    if (delta.type === 'text') {
      textLength += delta.text.length;
      if (textLength > maxRecipeTextLength) {
        throw new RecipeFailure(
          'recipe-too-long',
          `The model wrote more than ${maxRecipeTextLength} characters`,
        );
      }
      yield { type: 'text-delta', text: delta.text };
    } else {
      yield { type: 'thinking' };
    }
  }
  if (textLength === 0) {
    throw new RecipeFailure('model-unavailable', 'The model returned an empty answer');
  }
}

/**
 * The writer's deltas, given up on when it sends nothing for `timeoutMs` before its first text:
 * each thought counts as life, so a long think is not cut short. The deadline abandons this
 * attempt only, so the cookbook can still answer; an attempt stopped by a signal fails rather
 * than ends.
 */
async function* withFirstTextDeadline(
  engine: RecipeEngine,
  request: RecipeRequest,
  signal: AbortSignal,
  timeoutMs: number,
): AsyncGenerator<RecipeDelta, void, undefined> {
  const attempt = new AbortController();
  let deadline: NodeJS.Timeout | undefined;
  const restartDeadline = () => {
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      attempt.abort(
        new RecipeFailure(
          'model-timeout',
          `The model sent nothing for ${timeoutMs} ms before its first text`,
        ),
      );
    }, timeoutMs).unref();
  };
  const attemptSignal = AbortSignal.any([signal, attempt.signal]);
  restartDeadline();
  try {
    for await (const delta of engine.streamRecipe(request, attemptSignal)) {
      if (attemptSignal.aborted) break;
      if (delta.type === 'text') {
        clearTimeout(deadline);
        deadline = undefined;
      } else if (deadline) {
        restartDeadline();
      }
      yield delta;
    }
  } catch (error) {
    throw attemptSignal.aborted ? abortFailure(attemptSignal) : error;
  } finally {
    clearTimeout(deadline);
  }
  if (attemptSignal.aborted) throw abortFailure(attemptSignal);
}

async function* prepend<T>(first: T, rest: AsyncGenerator<T, void, undefined>) {
  try {
    yield first;
    yield* rest;
  } finally {
    await rest.return();
  }
}
