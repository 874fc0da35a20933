import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const mainRecipes: readonly CookbookRecipe[] = [];
