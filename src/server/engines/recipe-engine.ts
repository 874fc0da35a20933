import type { RecipeRequest, RecipeSource } from '../../shared/recipe-api.ts';

/**
 * Writes a recipe as markdown, piece by piece. Routes hold one of these and do not know which.
 * The iterable ends when the recipe is complete; it throws a `RecipeFailure` when the writer
 * fails, and stops early once `signal` aborts.
 */
export interface RecipeEngine {
  readonly source: RecipeSource;
  streamRecipe(request: RecipeRequest, signal: AbortSignal): AsyncIterable<string>;
}
