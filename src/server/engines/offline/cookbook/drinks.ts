import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const drinkRecipes: readonly CookbookRecipe[] = [];
