import { fileURLToPath } from 'node:url';
import { DataFilesError } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { readIngredientCatalog } from './read-ingredient-catalog.ts';

/** The catalogue's YAML files; the build copies them beside the compiled code. */
export const ingredientsFolder = fileURLToPath(new URL('./ingredients/', import.meta.url));

function loadIngredientCatalog(): readonly Ingredient[] {
  const { ingredients, problems } = readIngredientCatalog(ingredientsFolder);
  if (problems.length > 0) throw new DataFilesError('The ingredient catalogue', problems);
  return ingredients;
}

/**
 * Everything the kitchen knows about ingredients, read once when the server starts. Plurals
 * ('tomatoes', 'berries', 'leaves') are understood without listing them; aliases hold the other
 * names people type.
 */
export const ingredientCatalog: readonly Ingredient[] = loadIngredientCatalog();

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
