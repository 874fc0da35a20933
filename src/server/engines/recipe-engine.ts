import type { RecipeRequest, RecipeSource } from '../../shared/recipe-api.ts';
import type { IngredientListLine } from '../checks/find-ingredient-lines.ts';
import type { RecipeFailure } from './recipe-failure.ts';

/**
 * A piece of what a writer sends: some of the recipe's text, a sign that a model is reasoning
 * before it writes (its thoughts stay in the engine), or, from a writer that knows them, where the
 * ingredient lines are in the text it wrote, so the checks need not parse it. A `fallback` says
 * that another writer (the cookbook) writes what follows, after the failure of the first if it
 * failed.
 */
export type RecipeDelta =
  | { type: 'text'; text: string }
  | { type: 'thinking' }
  | { type: 'ingredient-lines'; lines: readonly IngredientListLine[] }
  | { type: 'fallback'; source: RecipeSource; failure?: RecipeFailure };

/**
 * Writes a recipe as markdown, piece by piece. Routes hold one of these and do not know which.
 * The iterable ends when the recipe is complete; it throws a `RecipeFailure` when the writer
 * fails, and stops early once `signal` aborts.
 */
export interface RecipeEngine {
  readonly source: RecipeSource;
  streamRecipe(request: RecipeRequest, signal: AbortSignal): AsyncIterable<RecipeDelta>;
}
