import type { ModelCallAllowance } from '../model-call-budget.ts';
import type { RecipeEngine } from '../recipe-engine.ts';

/** The engine, with each recipe it writes taken from the budget first. */
export function withModelCallBudget(
  engine: RecipeEngine,
  budget: ModelCallAllowance,
): RecipeEngine {
  return {
    source: engine.source,
    async *streamRecipe(request, signal) {
      await budget.take();
      yield* engine.streamRecipe(request, signal);
    },
  };
}
