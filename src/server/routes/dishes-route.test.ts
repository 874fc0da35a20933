import { describe, expect, it } from 'vitest';
import { isPantryDishes, mostPantryDishes } from '../../shared/pantry-dishes.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

const askForDishes = async (payload: object, environment: Record<string, string> = {}) => {
  const app = await buildTestApp(environment);
  return app.inject({ method: 'POST', url: '/api/dishes', payload });
};

describe('POST /api/dishes', () => {
  it('lists the dishes the cookbook can make from the pantry, best first, as Get another recipe walks them', async () => {
    const response = await askForDishes({ ingredients: ['eggs', 'spinach', 'feta', 'onion'] });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(isPantryDishes(body)).toBe(true);
    const { dishes } = body as { dishes: { title: string; attempt: number }[] };
    expect(dishes.length).toBe(mostPantryDishes);
    expect(dishes.map((dish) => dish.attempt)).toEqual([...dishes.keys()]);
    expect(new Set(dishes.map((dish) => dish.title)).size).toBe(dishes.length);
    const recipe = await (
      await buildTestApp()
    ).inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: ['eggs', 'spinach', 'feta', 'onion'], attempt: 2 },
    });
    expect(recipe.body).toContain(`## ${dishes[2]?.title}`);
  });

  it('says how many of the visitor’s items each uses and how many it needs bought', async () => {
    const response = await askForDishes({ ingredients: ['eggs', 'spinach', 'feta', 'onion'] });
    const [best] = response.json().dishes;
    expect(best.usesOfYours).toBeGreaterThanOrEqual(3);
    expect(best.toBuy).toBeGreaterThanOrEqual(0);
  });

  it('lists from the cookbook whoever writes the recipes, and keeps to the dietary needs', async () => {
    const response = await askForDishes(
      { ingredients: ['chicken', 'rice', 'broccoli', 'soy sauce'], dietaryNeeds: ['vegan'] },
      { HF_ENDPOINT_URL: 'http://127.0.0.1:9', RECIPE_API_KEY: 'test-key' },
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .dishes.map((dish: { title: string }) => dish.title)
        .join(' '),
    ).not.toMatch(/chicken/i);
  });

  it('refuses what the recipe route refuses', async () => {
    expect((await askForDishes({ ingredients: [] })).statusCode).toBe(400);
    expect((await askForDishes({ ingredients: ['bleach'] })).json().error.code).toBe('not-food');
  });
});
