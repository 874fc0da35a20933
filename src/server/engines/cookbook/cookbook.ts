import { bakingRecipes } from './recipes/baking.ts';
import { breakfastRecipes } from './recipes/breakfasts.ts';
import { curryRecipes } from './recipes/curries.ts';
import { dessertRecipes } from './recipes/desserts.ts';
import { drinkRecipes } from './recipes/drinks.ts';
import { mainRecipes } from './recipes/mains.ts';
import { pastaRecipes } from './recipes/pasta.ts';
import { grainRecipes } from './recipes/rice-and-grains.ts';
import { saladRecipes } from './recipes/salads.ts';
import { sandwichRecipes } from './recipes/sandwiches.ts';
import { soupRecipes } from './recipes/soups.ts';
import { stirFryRecipes } from './recipes/stir-fries.ts';
import type { CookbookRecipe } from './cookbook-recipe.ts';

/** Every complete recipe the built-in cookbook can choose from. */
export const cookbook: readonly CookbookRecipe[] = [
  ...breakfastRecipes,
  ...soupRecipes,
  ...saladRecipes,
  ...pastaRecipes,
  ...grainRecipes,
  ...curryRecipes,
  ...stirFryRecipes,
  ...mainRecipes,
  ...sandwichRecipes,
  ...bakingRecipes,
  ...dessertRecipes,
  ...drinkRecipes,
];
