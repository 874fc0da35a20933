import { abortFailure } from '../abort-failure.ts';
import type { RecipeEngine } from '../recipe-engine.ts';
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
  model: RecipeEngine,
  cookbook: RecipeEngine,
  options: CookbookFallbackOptions,
): RecipeEngine {
  return {
    source: model.source,
    async *streamRecipe(request, signal) {
      if (request.chef === 'cookbook') {
        yield { type: 'fallback', source: cookbook.source };
        yield* cookbook.streamRecipe(request, signal);
        return;
      }
      let wroteText = false;
      let failure: RecipeFailure;
      try {
        for await (const delta of model.streamRecipe(request, signal)) {
          if (delta.type === 'text') wroteText = true;
          yield delta;
        }
        if (signal.aborted) throw abortFailure(signal);
        if (wroteText) return;
        throw new RecipeFailure('model-unavailable', 'The model returned an empty answer');
      } catch (error) {
        if (wroteText) throw error;
        failure = signal.aborted ? abortFailure(signal) : RecipeFailure.from(error);
      }
      if (!options.byItself || signal.aborted) throw failure.offeringCookbook();
      yield { type: 'fallback', source: cookbook.source, failure };
      yield* cookbook.streamRecipe(request, signal);
    },
  };
}
