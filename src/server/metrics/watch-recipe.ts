import type { RecipeSource } from '../../shared/recipe-api.ts';
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import { abortedByDeadline } from '../engines/abort-failure.ts';
import type { RecipeFailure, RecipeFailureKind } from '../engines/recipe-failure.ts';
import type { RecipeOutcome, ServerMetrics } from './server-metrics.ts';

const refusals: ReadonlySet<RecipeFailureKind> = new Set([
  'rate-limited',
  'client-busy',
  'server-busy',
  'model-budget-exhausted',
]);

/** How a recipe that failed ended: refused by a limit, left by its visitor, or failed. */
export function outcomeOf(failure: RecipeFailure, signal: AbortSignal): RecipeOutcome {
  if (refusals.has(failure.kind)) return 'refused';
  if (signal.aborted && !abortedByDeadline(signal)) return 'cancelled';
  return 'failed';
}

/**
 * Measures one recipe request from now on. Its source is the engine's until a `start` event says
 * who is writing (the cookbook may take over); however many times it is ended, it counts once,
 * its text's bytes with it.
 */
export function watchRecipe(metrics: ServerMetrics, engineSource: RecipeSource) {
  const startedAt = performance.now();
  const seconds = () => (performance.now() - startedAt) / 1000;
  let source = engineSource;
  let textBytes = 0;
  let ended = false;
  return {
    /** An event on its way to the visitor. */
    saw(event: RecipeStreamEvent) {
      if (event.type === 'start') source = event.source;
      if (event.type !== 'text-delta') return;
      if (textBytes === 0) metrics.recipeFirstText.observe({ source }, seconds());
      // Counted once, at the end: a labelled counter's `inc` costs more than the chunk's bytes.
      textBytes += Buffer.byteLength(event.text);
    },
    end(outcome: RecipeOutcome) {
      if (ended) return;
      ended = true;
      if (textBytes > 0) metrics.recipeTextBytes.inc({ source }, textBytes);
      metrics.recipes.inc({ source, outcome });
      if (outcome !== 'refused') metrics.recipeDuration.observe({ source, outcome }, seconds());
    },
  };
}

export type RecipeWatch = ReturnType<typeof watchRecipe>;
