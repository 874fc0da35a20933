import type { ModelCallAllowance } from '../model-call-budget.ts';
import type { EngineWrapper } from '../recipe-engine.ts';

/** The engine, with each recipe it writes taken from the budget first. */
export function withModelCallBudget(budget: ModelCallAllowance): EngineWrapper {
  return (engine) => ({
    source: engine.source,
    async writeRecipe(request, signal, write) {
      await budget.take();
      return engine.writeRecipe(request, signal, write);
    },
  });
}
