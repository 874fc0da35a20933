import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const soupRecipes: readonly CookbookRecipe[] = [];
