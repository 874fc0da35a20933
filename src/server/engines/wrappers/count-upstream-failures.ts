import type { Counter } from 'prom-client';
import { abortedByDeadline, abortFailure } from '../abort-failure.ts';
import type { EngineWrapper } from '../recipe-engine.ts';
import { RecipeFailure } from '../recipe-failure.ts';

/**
 * The model's engine, with each of its failures counted by kind: what it throws, and the
 * deadlines that stopped it. A visitor who leaves aborts it too, with no failure: that is not
 * the model's.
 */
export function countUpstreamFailures(failures: Counter<'kind'>): EngineWrapper {
  return (engine) => ({
    source: engine.source,
    async writeRecipe(request, signal, write) {
      try {
        await engine.writeRecipe(request, signal, write);
      } catch (error) {
        if (!signal.aborted) failures.inc({ kind: RecipeFailure.from(error).kind });
        else if (abortedByDeadline(signal)) failures.inc({ kind: abortFailure(signal).kind });
        throw error;
      }
      if (abortedByDeadline(signal)) failures.inc({ kind: abortFailure(signal).kind });
    },
  });
}
