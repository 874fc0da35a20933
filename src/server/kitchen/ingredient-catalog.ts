import type { Ingredient } from './ingredient.ts';

/** The catalogue entry for an id the team wrote into a recipe or formula; a typo fails loudly. */
export function createIngredientLookUp(ingredients: readonly Ingredient[]) {
  const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
  return (id: string): Ingredient => {
    const ingredient = byId.get(id);
    if (!ingredient) throw new Error(`No ingredient '${id}' in the catalog`);
    return ingredient;
  };
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
