import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { formatDataProblem, type DataProblem } from './kitchen/data-problem.ts';
import { readDataFiles, sourceDataFiles, type DataFiles } from './load-data.ts';
import type { RecipeCategory } from './engines/cookbook/cookbook-recipe.ts';
import { recipeCategories } from './engines/cookbook/recipe-schema.ts';

export interface CookbookCheck {
  readonly problems: readonly DataProblem[];
  readonly ingredientCount: number;
  readonly ingredientFileCount: number;
  /** The kitchen knowledge files read, by name. */
  readonly kitchenFileNames: readonly string[];
  readonly recipesByCategory: ReadonlyMap<RecipeCategory, number>;
}

/**
 * Reads every catalogue, recipe and kitchen knowledge file as the server would, collecting every
 * problem. `files` replaces some of the project's own, for tests.
 */
export function checkCookbook(files: Partial<DataFiles> = {}): CookbookCheck {
  const paths = { ...sourceDataFiles, ...files };
  const reading = readDataFiles(paths);
  const recipesByCategory = new Map(recipeCategories.map((category) => [category, 0]));
  for (const { category } of reading.recipes) {
    recipesByCategory.set(category, (recipesByCategory.get(category) ?? 0) + 1);
  }
  return {
    problems: reading.problems,
    ingredientCount: reading.ingredients.length,
    ingredientFileCount: readdirSync(paths.ingredients).filter((name) => name.endsWith('.yaml'))
      .length,
    kitchenFileNames: Object.values(paths.kitchen).map((path) => basename(path)),
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
    `Kitchen knowledge: ${check.kitchenFileNames.join(', ')}`,
    `Cookbook: ${recipeCount} recipes`,
    ...[...check.recipesByCategory].map(
      ([category, count]) => `  ${category.padEnd(width)}  ${String(count).padStart(4)}`,
    ),
    check.problems.length === 0
      ? 'No problems.'
      : `${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}.`,
  ].join('\n');
}
