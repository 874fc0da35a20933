import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const breakfastRecipes: readonly CookbookRecipe[] = [];
