import { abortFailure } from '../abort-failure.ts';
import type { EngineWrapper, RecipeEngine } from '../recipe-engine.ts';
import { RecipeFailure } from '../recipe-failure.ts';

export interface CookbookFallbackOptions {
  /** `RECIPE_FALLBACK=cookbook`: the cookbook answers by itself when the model fails before any text. */
  byItself: boolean;
}

/**
 * The model's engine with the cookbook behind it: the cookbook answers a visitor who asks for it
 * by name, and, when allowed, a recipe whose model failed before writing any text (a thought is
 * not text). Otherwise such a failure says the cookbook is there to ask. A `fallback` delta says
 * who writes what follows, and why.
 */
export function withCookbookFallback(
  cookbook: RecipeEngine,
  options: CookbookFallbackOptions,
): EngineWrapper {
  return (model) => ({
    source: model.source,
    async writeRecipe(request, signal, write) {
      if (request.chef === 'cookbook') {
        await write({ type: 'fallback', source: cookbook.source });
        return cookbook.writeRecipe(request, signal, write);
      }
      let wroteText = false;
      let failure: RecipeFailure;
      try {
        await model.writeRecipe(request, signal, (delta) => {
          if (delta.type === 'text') wroteText = true;
          return write(delta);
        });
        if (signal.aborted) throw abortFailure(signal);
        if (wroteText) return;
        throw new RecipeFailure('model-unavailable', 'The model returned an empty answer');
      } catch (error) {
        if (wroteText) throw error;
        failure = signal.aborted ? abortFailure(signal) : RecipeFailure.from(error);
      }
      if (!options.byItself || signal.aborted) throw failure.offeringCookbook();
      await write({ type: 'fallback', source: cookbook.source, failure });
      return cookbook.writeRecipe(request, signal, write);
    },
  });
}
