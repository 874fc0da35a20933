import type { RecipeRequest } from '../../../shared/recipe-api.ts';
import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { RecipeEngine } from '../recipe-engine.ts';
import { chooseRecipe } from './choose-recipe.ts';
import type { Cookbook } from './cookbook.ts';
import { pantryForNeeds } from './set-aside-for-needs.ts';
import { writeRecipeMarkdown, type WrittenMarkdown } from './write-recipe-markdown.ts';

/** The built-in cookbook's recipe for a list of ingredients: its markdown sections and lines. */
export function writeCookbookRecipe(
  cookbook: Cookbook,
  ingredients: readonly string[],
  attempt = 0,
  needs: readonly DietaryNeed[] = [],
): WrittenMarkdown {
  const { pantry, setAside } = pantryForNeeds(cookbook.kitchen, ingredients, needs);
  return writeRecipeMarkdown(chooseRecipe(cookbook, pantry, attempt, needs), {
    setAside,
    needs,
  });
}

/**
 * The chef built into the server: no credential, no network, the same answer for the same list.
 * It writes the whole recipe at once: on its own, the route sends it whole (`writeWhole`); in
 * a model's place, it streams it in sections with no artificial delay.
 */
export function createCookbookEngine(cookbook: Cookbook): RecipeEngine {
  const writeWhole = (request: RecipeRequest) =>
    writeCookbookRecipe(cookbook, request.ingredients, request.attempt, request.dietaryNeeds);
  return {
    source: 'cookbook',
    writeWhole,
    async writeRecipe(request, signal, write) {
      const { sections, ingredientLines } = writeWhole(request);
      for (const section of sections) {
        if (signal.aborted) return;
        const room = write({ type: 'text', text: section });
        if (room) await room;
      }
      await write({ type: 'ingredient-lines', lines: ingredientLines });
    },
  };
}
