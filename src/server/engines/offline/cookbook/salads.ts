import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const saladRecipes: readonly CookbookRecipe[] = [];
