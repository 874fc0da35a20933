import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const pastaRecipes: readonly CookbookRecipe[] = [];
