import type { CookbookRecipe } from '../cookbook-recipe.ts';

export const sandwichRecipes: readonly CookbookRecipe[] = [];
