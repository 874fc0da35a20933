import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const curryRecipes: readonly CookbookRecipe[] = [];
