import { bakingRecipes } from './cookbook/baking.ts';
import { breakfastRecipes } from './cookbook/breakfasts.ts';
import { curryRecipes } from './cookbook/curries.ts';
import { dessertRecipes } from './cookbook/desserts.ts';
import { drinkRecipes } from './cookbook/drinks.ts';
import { mainRecipes } from './cookbook/mains.ts';
import { pastaRecipes } from './cookbook/pasta.ts';
import { grainRecipes } from './cookbook/rice-and-grains.ts';
import { saladRecipes } from './cookbook/salads.ts';
import { sandwichRecipes } from './cookbook/sandwiches.ts';
import { soupRecipes } from './cookbook/soups.ts';
import { stirFryRecipes } from './cookbook/stir-fries.ts';
import type { CookbookRecipe } from './cookbook-recipe.ts';

/** Every complete recipe the offline chef can choose from. */
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
