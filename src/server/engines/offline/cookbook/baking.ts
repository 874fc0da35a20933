import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const bakingRecipes: readonly CookbookRecipe[] = [];
