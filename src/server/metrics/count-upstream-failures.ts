import type { Counter } from 'prom-client';
import type { RecipeEngine } from '../engines/recipe-engine.ts';
import { RecipeFailure } from '../engines/recipe-failure.ts';

/**
 * The model's engine, with each of its failures counted by kind: what it throws, and the
 * deadlines that stopped it (a timeout aborts its signal with the failure as the reason). A
 * visitor who leaves aborts it too, with no failure: that is not the model's.
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
        if (signal.aborted && signal.reason instanceof RecipeFailure) count(signal.reason);
      }
    },
  };
}
