import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { PantryDish } from '../../../shared/pantry-dishes.ts';
import type { Cookbook } from './cookbook.ts';
import { rankRecipes } from './rank-recipes.ts';
import { pantryForNeeds } from './set-aside-for-needs.ts';
import { planFor } from './weigh-recipe.ts';

/**
 * The dishes the built-in cookbook can make from a pantry, best first, as 'Get another recipe'
 * walks them: each with the attempt that asks for it, how many of the visitor's items it uses
 * and how many it needs bought.
 */
export function listDishes(
  cookbook: Cookbook,
  ingredients: readonly string[],
  needs: readonly DietaryNeed[],
  most: number,
): PantryDish[] {
  const { pantry } = pantryForNeeds(cookbook.kitchen, ingredients, needs);
  return rankRecipes(cookbook, pantry, most, needs)
    .slice(0, most)
    .map((weighing, attempt) => {
      const plan = planFor(weighing, pantry);
      return {
        title: weighing.recipe.title,
        attempt,
        usesOfYours: plan.used.filter((item) => !item.ingredient.staple).length,
        toBuy: plan.extras.length,
      };
    });
}
