import type { FastifyBaseLogger } from 'fastify';
import type { RecipeRequest } from '../../shared/recipe-api.ts';
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import type { IngredientListLine } from '../checks/find-ingredient-lines.ts';
import { abortFailure } from '../engines/abort-failure.ts';
import type { RecipeEngine, WriteDelta } from '../engines/recipe-engine.ts';
import { logRecipeFailure, RecipeFailure } from '../engines/recipe-failure.ts';

/** The events of a recipe before its `end`: `start`, then `thinking` and `text-delta`. */
export type RecipeProgressEvent = Extract<
  RecipeStreamEvent,
  { type: 'start' | 'thinking' | 'text-delta' }
>;

/**
 * Takes one event of the recipe; when the visitor's connection is full, it returns a promise that
 * settles once there is room again (the same promise for every event sent until then).
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
 * The most text one recipe may hold: a few times what 1,024 tokens can (about 4,000 characters of
 * English), so a model that runs on is cut off rather than relayed whole.
 */
export const maxRecipeTextLength = 32_768;

/**
 * Starts a recipe, its events going to `send` as they come, and waits for the writer's first sign
 * of life, so that a failure before it can still be answered with a plain JSON error. The
 * writer's deltas become the stream's events: `start` with the first of them, or with a
 * `fallback` that hands the recipe to the cookbook. A recipe stopped by its signal fails rather
 * than ends.
 */
export async function startRecipe(
  engine: RecipeEngine,
  request: RecipeRequest,
  signal: AbortSignal,
  log: FastifyBaseLogger,
  send: SendRecipeEvent,
): Promise<StartedRecipe> {
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let hasStarted = false;
  const start = (source = engine.source, fallback = false) => {
    hasStarted = true;
    markStarted();
    return send({ type: 'start', source, fallback });
  };
  let textLength = 0;
  const written: WrittenRecipe = {};
  // Each event is sent at once; a promise from `send` asks the writer to wait before its next.
  const write: WriteDelta = (delta) => {
    if (signal.aborted) return undefined;
    if (delta.type === 'ingredient-lines') {
      written.ingredientLines = delta.lines;
      return undefined;
    }
    if (delta.type === 'fallback') {
      if (delta.failure) {
        logRecipeFailure(log, delta.failure);
        log.info('The model failed before writing anything; the cookbook answers instead');
      }
      return start(delta.source, true);
    }
    const room = hasStarted ? undefined : start();
    if (delta.type === 'thinking') return send({ type: 'thinking' }) ?? room;
    textLength += delta.text.length;
    if (textLength > maxRecipeTextLength) {
      throw new RecipeFailure(
        'recipe-too-long',
        `The model wrote more than ${maxRecipeTextLength} characters`,
      );
    }
    return send({ type: 'text-delta', text: delta.text }) ?? room;
  };
  const finished = engine.writeRecipe(request, signal, write).then(
    () => {
      if (signal.aborted) throw abortFailure(signal);
      if (textLength === 0) {
        throw new RecipeFailure('model-unavailable', 'The model returned an empty answer');
      }
      return written;
    },
    (error: unknown) => {
      // A failure that says why it came with the abort (one offering the cookbook) is kept.
      throw signal.aborted && !(error instanceof RecipeFailure) ? abortFailure(signal) : error;
    },
  );
  // A writer that finished has started: it fails on an empty answer.
  await Promise.race([started, finished]);
  return { finished };
}
