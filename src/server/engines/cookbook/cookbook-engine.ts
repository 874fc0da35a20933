import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { RecipeEngine } from '../recipe-engine.ts';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from './pantry.ts';
import { writeRecipeMarkdown } from './write-recipe-markdown.ts';

/** The built-in cookbook's recipe for a list of ingredients, as markdown sections. */
export function writeCookbookRecipe(
  ingredients: readonly string[],
  attempt = 0,
  needs: readonly DietaryNeed[] = [],
): string[] {
  return writeRecipeMarkdown(chooseRecipe(readPantry(ingredients), attempt, needs));
}

/**
 * The chef built into the server: no credential, no network, the same answer for the same list.
 * It writes the whole recipe at once and streams it in sections with no artificial delay.
 */
export function createCookbookEngine(): RecipeEngine {
  return {
    source: 'cookbook',
    async *streamRecipe(request, signal) {
      for (const section of writeCookbookRecipe(
        request.ingredients,
        request.attempt,
        request.dietaryNeeds,
      )) {
        if (signal.aborted) return;
        yield { type: 'text', text: section };
      }
    },
  };
}
