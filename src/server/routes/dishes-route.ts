import type { FastifyInstance } from 'fastify';
import {
  maxRecipeBodyBytes,
  recipeRequestSchema,
  type RecipeLimits,
  type RecipeRequest,
} from '../../shared/recipe-api.ts';
import {
  mostPantryDishes,
  pantryDishesPath,
  type PantryDishes,
} from '../../shared/pantry-dishes.ts';
import type { Cookbook } from '../engines/cookbook/cookbook.ts';
import { listDishes } from '../engines/cookbook/list-dishes.ts';
import { sendApiError } from '../plugins/error-handler.ts';
import { notFoodRefusal } from '../recipes/not-food-refusal.ts';

/**
 * `POST /api/dishes` with a recipe request's body: the dishes the built-in cookbook can make
 * from the pantry, whoever writes the recipes, so the page can offer every dish it could make.
 */
export function dishesRoute(
  app: FastifyInstance,
  cookbook: Cookbook,
  limits: RecipeLimits,
  rateLimit: { max: number; timeWindow: number } | false,
) {
  app.post<{ Body: RecipeRequest }>(
    pantryDishesPath,
    {
      schema: { body: recipeRequestSchema(limits) },
      bodyLimit: maxRecipeBodyBytes(limits),
      // The cookbook's work, limited as its recipes are.
      config: { rateLimit },
    },
    async (request, reply): Promise<PantryDishes | undefined> => {
      const notFood = notFoodRefusal(cookbook.kitchen, request.body.ingredients);
      if (notFood) return sendApiError(reply, 400, notFood);
      const { ingredients, dietaryNeeds = [] } = request.body;
      return { dishes: listDishes(cookbook, ingredients, dietaryNeeds, mostPantryDishes) };
    },
  );
}
