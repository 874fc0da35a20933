import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const grainRecipes: readonly CookbookRecipe[] = [];
