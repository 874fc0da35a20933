import { readDataSnapshot } from '../data-snapshot.ts';
import { DataFilesError } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { ingredientsFolder } from './ingredients-folder.ts';

async function readIngredientFiles(): Promise<readonly Ingredient[]> {
  const { readIngredientCatalog } = await import('./read-ingredient-catalog.ts');
  const { ingredients, problems } = readIngredientCatalog(ingredientsFolder);
  if (problems.length > 0) throw new DataFilesError('The ingredient catalogue', problems);
  return ingredients;
}

/**
 * Everything the kitchen knows about ingredients, read once when the server starts. Plurals
 * ('tomatoes', 'berries', 'leaves') are understood without listing them; aliases hold the other
 * names people type.
 */
export const ingredientCatalog: readonly Ingredient[] =
  readDataSnapshot()?.ingredients ?? (await readIngredientFiles());

const catalogById = new Map(ingredientCatalog.map((ingredient) => [ingredient.id, ingredient]));

/** The catalogue entry for an id the team wrote into a recipe or formula; a typo fails loudly. */
export function ingredientById(id: string): Ingredient {
  const ingredient = catalogById.get(id);
  if (!ingredient) throw new Error(`No ingredient '${id}' in the catalog`);
  return ingredient;
}

/** Whether `ingredient` is `id` or, through `kind-of`, a kind of it. */
export function isKindOf(ingredient: Ingredient, id: string): boolean {
  return ingredient.id === id || ingredient.kindOfChain.includes(id);
}

/**
 * Whether what the visitor has can be what a recipe lists: the same id, a generic word for a
 * cut the recipe names ('chicken' for 'chicken breast'), or a cut of what the recipe names
 * generically ('chicken thigh' for 'chicken'). Two different cuts never stand for each other.
 */
export function ingredientFills(have: Ingredient, need: Ingredient): boolean {
  return isKindOf(need, have.id) || isKindOf(have, need.id);
}
