import type { Counter } from 'prom-client';
import { abortedByDeadline, abortFailure } from '../abort-failure.ts';
import type { RecipeEngine } from '../recipe-engine.ts';
import { RecipeFailure } from '../recipe-failure.ts';

/**
 * The model's engine, with each of its failures counted by kind: what it throws, and the
 * deadlines that stopped it. A visitor who leaves aborts it too, with no failure: that is not
 * the model's.
 */
export function countUpstreamFailures(
  engine: RecipeEngine,
  failures: Counter<'kind'>,
): RecipeEngine {
  return {
    source: engine.source,
    async *streamRecipe(request, signal) {
      let counted = false;
      const count = (failure: RecipeFailure) => {
        if (!counted) failures.inc({ kind: failure.kind });
        counted = true;
      };
      try {
        yield* engine.streamRecipe(request, signal);
      } catch (error) {
        if (!signal.aborted) count(RecipeFailure.from(error));
        throw error;
      } finally {
        if (abortedByDeadline(signal)) count(abortFailure(signal));
      }
    },
  };
}
