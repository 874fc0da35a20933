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
 * Takes one piece of a recipe. When the visitor's connection is full it returns a promise that
 * settles once there is room again, and the writer waits for it before its next piece.
 */
export type WriteDelta = (delta: RecipeDelta) => Promise<void> | undefined;

/**
 * Writes a recipe as markdown, piece by piece, to `write`. Routes hold one of these and do not
 * know which. It settles once the recipe is complete, rejects with a `RecipeFailure` when the
 * writer fails, and stops early once `signal` aborts.
 *
 * Pieces are pushed through plain calls rather than pulled through async generators: each
 * generator layer costs promises per piece, and the wrappers stack several (see
 * docs/decisions/013-recipe-pieces-pushed.md).
 */
export interface RecipeEngine {
  readonly source: RecipeSource;
  writeRecipe(request: RecipeRequest, signal: AbortSignal, write: WriteDelta): Promise<void>;
  /**
   * The whole recipe at once, from a writer that has it at once (the cookbook on its own): the
   * route then sends it in one write rather than streaming it. Wrappers do not pass it on.
   */
  writeWhole?(request: RecipeRequest): WholeRecipe;
}

/** A recipe written in one go: its markdown in sections, and where its ingredient lines are. */
export interface WholeRecipe {
  readonly sections: readonly string[];
  readonly ingredientLines: readonly IngredientListLine[];
}

/** Wraps an engine in something more (a budget, a count, a fallback): see `wrapEngine`. */
export type EngineWrapper = (engine: RecipeEngine) => RecipeEngine;

/** The engine inside its wrappers, the first in the list innermost. */
export function wrapEngine(engine: RecipeEngine, wrappers: readonly EngineWrapper[]): RecipeEngine {
  return wrappers.reduce((wrapped, wrap) => wrap(wrapped), engine);
}
