import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const stirFryRecipes: readonly CookbookRecipe[] = [];
