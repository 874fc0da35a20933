import { cookbook } from './cookbook.ts';
import { ingredientById } from '../../kitchen/ingredient-catalog.ts';
import { lineFillers } from './line-fillers.ts';
import { prepareToWeigh } from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/** The cookbook's recipes as the chooser weighs them, each line knowing what can fill it. */
export const cookbookRecipes: readonly WrittenRecipe[] = cookbook.map((recipe) => ({
  ...recipe,
  lines: recipe.ingredients.map((item) => {
    const ingredient = ingredientById(item.id);
    return {
      ingredient,
      text: item.line,
      optional: item.optional ?? false,
      filledBy: lineFillers(ingredient, item.line),
    };
  }),
  fromCookbook: true,
}));

/**
 * The recipes each ingredient id can go into, built once at start, so a request weighs only the
 * recipes that use something the visitor has.
 */
export const recipesUsing: ReadonlyMap<string, readonly WrittenRecipe[]> = (() => {
  const index = new Map<string, WrittenRecipe[]>();
  for (const recipe of cookbookRecipes) {
    const ids = new Set(recipe.lines.flatMap((line) => [...line.filledBy]));
    for (const id of ids) index.set(id, [...(index.get(id) ?? []), recipe]);
  }
  return index;
})();

prepareToWeigh(cookbookRecipes);

/** The same as places in `cookbookRecipes`, for a quick tally per request. */
export const recipeNumbersUsing: ReadonlyMap<string, Int32Array> = new Map(
  [...recipesUsing].map(([id, recipes]) => [
    id,
    Int32Array.from(recipes, (recipe) => cookbookRecipes.indexOf(recipe)),
  ]),
);

/** What to offer when nothing the visitor typed is in any recipe: the simplest first. */
export const simplestRecipes: readonly WrittenRecipe[] = [...cookbookRecipes].sort(
  (a, b) =>
    a.lines.filter((line) => !line.optional && !line.ingredient.staple).length -
      b.lines.filter((line) => !line.optional && !line.ingredient.staple).length ||
    a.title.localeCompare(b.title, 'en'),
);
