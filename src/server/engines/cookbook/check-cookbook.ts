import { readdirSync } from 'node:fs';
import { formatDataProblem, type DataProblem } from '../../kitchen/data-problem.ts';
import { ingredientsFolder } from '../../kitchen/ingredients-folder.ts';
import { readIngredientCatalog } from '../../kitchen/read-ingredient-catalog.ts';
import type { RecipeCategory } from './cookbook-recipe.ts';
import { readCookbook } from './read-cookbook.ts';
import { recipeCategories } from './recipe-schema.ts';
import { recipesFolder } from './recipes-folder.ts';

export interface CookbookCheck {
  readonly problems: readonly DataProblem[];
  readonly ingredientCount: number;
  readonly ingredientFileCount: number;
  readonly recipesByCategory: ReadonlyMap<RecipeCategory, number>;
}

/** Reads every catalogue and recipe file as the server would, collecting every problem. */
export function checkCookbook(
  folders = { ingredients: ingredientsFolder, recipes: recipesFolder },
): CookbookCheck {
  const catalogue = readIngredientCatalog(folders.ingredients);
  const cookbook = readCookbook(folders.recipes, catalogue.ingredients);
  const recipesByCategory = new Map(recipeCategories.map((category) => [category, 0]));
  for (const { category } of cookbook.recipes) {
    recipesByCategory.set(category, (recipesByCategory.get(category) ?? 0) + 1);
  }
  return {
    problems: [...catalogue.problems, ...cookbook.problems],
    ingredientCount: catalogue.ingredients.length,
    ingredientFileCount: readdirSync(folders.ingredients).filter((name) => name.endsWith('.yaml'))
      .length,
    recipesByCategory,
  };
}

/** What `npm run check:cookbook` prints: each problem as `file:line: message`, then the counts. */
export function describeCookbookCheck(check: CookbookCheck): string {
  const recipeCount = [...check.recipesByCategory.values()].reduce((sum, count) => sum + count, 0);
  const width = Math.max(...recipeCategories.map((category) => category.length));
  return [
    ...check.problems.map(formatDataProblem),
    ...(check.problems.length > 0 ? [''] : []),
    `Ingredient catalogue: ${check.ingredientCount} ingredients in ${check.ingredientFileCount} files`,
    `Cookbook: ${recipeCount} recipes`,
    ...[...check.recipesByCategory].map(
      ([category, count]) => `  ${category.padEnd(width)}  ${String(count).padStart(4)}`,
    ),
    check.problems.length === 0
      ? 'No problems.'
      : `${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}.`,
  ].join('\n');
}
