import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const dessertRecipes: readonly CookbookRecipe[] = [];
