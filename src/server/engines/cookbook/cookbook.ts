import { readDataSnapshot } from '../../data-snapshot.ts';
import { DataFilesError } from '../../kitchen/data-problem.ts';
import { ingredientCatalog } from '../../kitchen/ingredient-catalog.ts';
import type { CookbookRecipe } from './cookbook-recipe.ts';
import { recipesFolder } from './recipes-folder.ts';

async function readRecipeFiles(): Promise<readonly CookbookRecipe[]> {
  const { readCookbook } = await import('./read-cookbook.ts');
  const { recipes, problems } = readCookbook(recipesFolder, ingredientCatalog);
  if (problems.length > 0) throw new DataFilesError('The cookbook', problems);
  return recipes;
}

/** Every complete recipe the built-in cookbook can choose from, read once when the server starts. */
export const cookbook: readonly CookbookRecipe[] =
  readDataSnapshot()?.recipes ?? (await readRecipeFiles());
