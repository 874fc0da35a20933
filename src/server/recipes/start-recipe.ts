import type { FastifyBaseLogger } from 'fastify';
import type { RecipeRequest } from '../../shared/recipe-api.ts';
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import type { IngredientListLine } from '../checks/find-ingredient-lines.ts';
import type { RecipeEngine } from '../engines/recipe-engine.ts';
import { logRecipeFailure, RecipeFailure } from '../engines/recipe-failure.ts';
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

/**
 * Takes one event of the recipe; when the visitor's connection is full, it returns a promise that
 * settles once there is room again.
 */
export type SendRecipeEvent = (event: RecipeProgressEvent) => Promise<void> | undefined;

/** What is known of a recipe written to its end, besides its text. */
export interface WrittenRecipe {
  /** Where its ingredient lines are, when its writer knew them (the cookbook). */
  ingredientLines?: readonly IngredientListLine[];
}

/** A recipe whose writer has sent something: nothing can go wrong before the response starts. */
export interface StartedRecipe {
  /**
   * Settles when the recipe is over: once its last event went through `send`, or with the
   * `RecipeFailure` that ended it.
   */
  finished: Promise<WrittenRecipe>;
}

/**
 * Starts a recipe, its events going to `send` as they come, and waits for the writer's first sign
 * of life, so that a failure before it can still be answered with a plain JSON error, or handed to
 * the cookbook. A model that fails after thinking but before any text is handed to the cookbook
 * too, which then sends its own `start`.
 *
 * The events are pushed, not pulled through a pipeline of async generators: every such layer
 * holds a promise and the last chunk per stream between chunks, long enough to be promoted and
 * then collected with the old generation (see bench/prose/load.md).
 */
export function createRecipeStarter(options: RecipeStarterOptions) {
  const { engine, cookbook } = options;

  async function writeRecipe(
    request: RecipeRequest,
    signal: AbortSignal,
    log: FastifyBaseLogger,
    send: SendRecipeEvent,
  ): Promise<WrittenRecipe> {
    const write = (writer: RecipeEngine, fallback: boolean, sendEvent: SendRecipeEvent) =>
      writeAttempt(writer, fallback, request, signal, options.firstTextTimeoutMs, sendEvent);
    if (request.chef === 'cookbook' || engine === cookbook) {
      // Asked for by name while a model is configured, it answers in the model's place.
      return write(cookbook, engine !== cookbook, send);
    }
    let wroteText = false;
    try {
      return await write(engine, false, (event) => {
        if (event.type === 'text-delta') wroteText = true;
        return send(event);
      });
    } catch (error) {
      if (wroteText) throw error;
      const failure = RecipeFailure.from(error);
      if (!options.fallBackToCookbook || signal.aborted) throw failure.offeringCookbook();
      logRecipeFailure(log, failure);
      log.info('The model failed before writing anything; the cookbook answers instead');
      return write(cookbook, true, send);
    }
  }

  return async function startRecipe(
    request: RecipeRequest,
    signal: AbortSignal,
    log: FastifyBaseLogger,
    send: SendRecipeEvent,
  ): Promise<StartedRecipe> {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const finished = writeRecipe(request, signal, log, (event) => {
      markStarted();
      return send(event);
    });
    // A writer that finished has started: it fails on an empty answer.
    await Promise.race([started, finished]);
    return { finished };
  };
}

/**
 * The most text one recipe may hold: a few times what 1,024 tokens can (about 4,000 characters of
 * English), so a model that runs on is cut off rather than relayed whole.
 */
export const maxRecipeTextLength = 32_768;

/**
 * One writer's attempt at the recipe, its deltas sent as the stream's events (`start` with the
 * first of them), given up on when it sends nothing for `firstTextTimeoutMs` before its first
 * text: each thought counts as life, so a long think is not cut short. The deadline abandons this
 * attempt only, so the cookbook can still answer; an attempt stopped by a signal fails rather than
 * ends.
 */
async function writeAttempt(
  engine: RecipeEngine,
  fallback: boolean,
  request: RecipeRequest,
  signal: AbortSignal,
  firstTextTimeoutMs: number,
  send: SendRecipeEvent,
): Promise<WrittenRecipe> {
  const attempt = new AbortController();
  const abortAttempt = () => attempt.abort(signal.reason);
  if (signal.aborted) abortAttempt();
  else signal.addEventListener('abort', abortAttempt, { once: true });
  let deadline: NodeJS.Timeout | undefined;
  const restartDeadline = () => {
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      attempt.abort(
        new RecipeFailure(
          'model-timeout',
          `The model sent nothing for ${firstTextTimeoutMs} ms before its first text`,
        ),
      );
    }, firstTextTimeoutMs).unref();
  };
  restartDeadline();
  let started = false;
  let textLength = 0;
  const written: WrittenRecipe = {};
  try {
    for await (const delta of engine.streamRecipe(request, attempt.signal)) {
      if (attempt.signal.aborted) break;
      if (delta.type === 'ingredient-lines') {
        written.ingredientLines = delta.lines;
        continue;
      }
      if (delta.type === 'text') {
        clearTimeout(deadline);
        deadline = undefined;
      } else if (deadline) {
        restartDeadline();
      }
      if (!started) await send({ type: 'start', source: engine.source, fallback });
      started = true;
      if (delta.type === 'thinking') {
        await send({ type: 'thinking' });
        continue;
      }
      textLength += delta.text.length;
      if (textLength > maxRecipeTextLength) {
        throw new RecipeFailure(
          'recipe-too-long',
          `The model wrote more than ${maxRecipeTextLength} characters`,
        );
      }
      await send({ type: 'text-delta', text: delta.text });
    }
  } catch (error) {
    throw attempt.signal.aborted ? abortFailure(attempt.signal) : error;
  } finally {
    clearTimeout(deadline);
    signal.removeEventListener('abort', abortAttempt);
  }
  if (attempt.signal.aborted) throw abortFailure(attempt.signal);
  if (textLength === 0) {
    throw new RecipeFailure('model-unavailable', 'The model returned an empty answer');
  }
  return written;
}
