import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { formatDataProblem, type DataProblem } from '../../kitchen/data-problem.ts';
import { ingredientsFolder } from '../../kitchen/ingredients-folder.ts';
import { kitchenFiles } from '../../kitchen/kitchen-files.ts';
import { readAllergens } from '../../kitchen/read-allergens.ts';
import { readDietaryNeeds } from '../../kitchen/read-dietary-needs.ts';
import { readFoodSafety } from '../../kitchen/read-food-safety.ts';
import { readIngredientCatalog } from '../../kitchen/read-ingredient-catalog.ts';
import { readNotFood } from '../../kitchen/read-not-food.ts';
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

export interface CookbookFiles {
  readonly ingredients: string;
  readonly recipes: string;
  /** The kitchen's knowledge files: allergens, dietary needs, food safety, not food. */
  readonly kitchen: typeof kitchenFiles;
}

const projectFiles: CookbookFiles = {
  ingredients: ingredientsFolder,
  recipes: recipesFolder,
  kitchen: kitchenFiles,
};

/**
 * Reads every catalogue, recipe and kitchen knowledge file as the server would, collecting every
 * problem. `files` replaces some of the project's own, for tests.
 */
export function checkCookbook(files: Partial<CookbookFiles> = {}): CookbookCheck {
  const paths = { ...projectFiles, ...files };
  const catalogue = readIngredientCatalog(paths.ingredients);
  const cookbook = readCookbook(paths.recipes, catalogue.ingredients);
  const kitchen = [
    readAllergens(paths.kitchen.allergens, catalogue.ingredients),
    readDietaryNeeds(paths.kitchen.dietaryNeeds),
    readFoodSafety(paths.kitchen.foodSafety, catalogue.ingredients),
    readNotFood(paths.kitchen.notFood),
  ];
  const recipesByCategory = new Map(recipeCategories.map((category) => [category, 0]));
  for (const { category } of cookbook.recipes) {
    recipesByCategory.set(category, (recipesByCategory.get(category) ?? 0) + 1);
  }
  return {
    problems: [
      ...catalogue.problems,
      ...cookbook.problems,
      ...kitchen.flatMap((reading) => reading.problems),
    ],
    ingredientCount: catalogue.ingredients.length,
    ingredientFileCount: readdirSync(paths.ingredients).filter((name) => name.endsWith('.yaml'))
      .length,
    recipesByCategory,
  };
}

const kitchenFileNames = Object.values(kitchenFiles)
  .map((path) => basename(path))
  .join(', ');

/** What `npm run check:cookbook` prints: each problem as `file:line: message`, then the counts. */
export function describeCookbookCheck(check: CookbookCheck): string {
  const recipeCount = [...check.recipesByCategory.values()].reduce((sum, count) => sum + count, 0);
  const width = Math.max(...recipeCategories.map((category) => category.length));
  return [
    ...check.problems.map(formatDataProblem),
    ...(check.problems.length > 0 ? [''] : []),
    `Ingredient catalogue: ${check.ingredientCount} ingredients in ${check.ingredientFileCount} files`,
    `Kitchen knowledge: ${kitchenFileNames}`,
    `Cookbook: ${recipeCount} recipes`,
    ...[...check.recipesByCategory].map(
      ([category, count]) => `  ${category.padEnd(width)}  ${String(count).padStart(4)}`,
    ),
    check.problems.length === 0
      ? 'No problems.'
      : `${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}.`,
  ].join('\n');
}
