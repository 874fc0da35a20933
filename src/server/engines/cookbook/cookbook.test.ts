import { describe, expect, it } from 'vitest';
import type { RecipeCategory } from './cookbook-recipe.ts';
import { cleanIngredientText } from '../../kitchen/clean-ingredient-text.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { findCookingFaults } from '../../../../tests/support/cooking-faults.ts';
import { findListFaults } from '../../../../tests/support/recipe-text-faults.ts';
import { testData, testKitchen } from '../../../../tests/support/test-kitchen.ts';

const catalogById = new Map(
  testKitchen.ingredients.map((ingredient) => [ingredient.id, ingredient]),
);

/** The catalogue ingredients a line names, longest name first: 'meat-free mince' is not mince. */
function namedOn(line: string): Ingredient[] {
  const words = cleanIngredientText(line).split(' ').filter(Boolean);
  const named: Ingredient[] = [];
  for (let start = 0; start < words.length;) {
    let length = Math.min(testKitchen.names.longest, words.length - start);
    for (; length > 0; length--) {
      const found = testKitchen.names.named(words.slice(start, start + length));
      if (found) {
        named.push(found);
        break;
      }
    }
    start += Math.max(length, 1);
  }
  return named;
}

const meatOrFish = (ingredient: Ingredient | undefined) =>
  ingredient?.diet === 'meat' || ingredient?.diet === 'fish';

describe('the cookbook', () => {
  it('holds at least 400 recipes with unique titles', () => {
    expect(testData.recipes.length).toBeGreaterThanOrEqual(400);
    const titles = testData.recipes.map((recipe) => recipe.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('covers every meal type', () => {
    const categories: RecipeCategory[] = [
      'breakfast',
      'soup',
      'salad',
      'pasta',
      'rice and grains',
      'curry',
      'stir-fry',
      'roast',
      'main',
      'sandwich',
      'baking',
      'dessert',
      'drink',
    ];
    for (const category of categories) {
      expect(
        testData.recipes.filter((recipe) => recipe.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('has vegetarian and vegan recipes among them', () => {
    const diets = testData.recipes.map((recipe) =>
      recipe.ingredients.map((item) => catalogById.get(item.id)?.diet),
    );
    const vegan = diets.filter((diet) => diet.every((one) => one === 'vegan'));
    const vegetarian = diets.filter((diet) =>
      diet.every((one) => one === 'vegan' || one === 'vegetarian'),
    );
    expect(vegan.length).toBeGreaterThanOrEqual(15);
    expect(vegetarian.length).toBeGreaterThanOrEqual(45);
  });

  describe.each(testData.recipes.map((recipe) => [recipe.title, recipe] as const))(
    '%s',
    (title, recipe) => {
      it('uses only known ingredients, each once, each named on its line', () => {
        const problems = recipe.ingredients.flatMap((item) => {
          const ingredient = catalogById.get(item.id);
          if (!ingredient) return [`unknown id '${item.id}'`];
          const line = cleanIngredientText(item.line);
          const names = [ingredient.id, ingredient.name, ...ingredient.aliases].map(
            cleanIngredientText,
          );
          return names.some((name) => line.includes(name))
            ? []
            : [`'${item.line}' does not name ${item.id}`];
        });
        const ids = recipe.ingredients.map((item) => item.id);
        expect(problems).toEqual([]);
        expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
        expect(recipe.ingredients.length).toBeGreaterThanOrEqual(3);
      });

      it('names no meat or fish on a line of a meat-free recipe, which is labelled by its ids', () => {
        if (recipe.ingredients.some((item) => meatOrFish(catalogById.get(item.id)))) return;
        const named = recipe.ingredients.flatMap((item) =>
          namedOn(item.line)
            .filter(meatOrFish)
            .map((ingredient) => `'${item.line}' names ${ingredient.id}`),
        );
        expect(named).toEqual([]);
      });

      it('uses every listed ingredient in a step, lists everything a step uses, and cooks each the way it needs', () => {
        const text = {
          ...recipe,
          lines: recipe.ingredients.map((item) => ({
            ingredient: testKitchen.ingredientById(item.id),
            text: item.line,
            optional: item.optional ?? false,
          })),
        };
        expect([...findListFaults(text), ...findCookingFaults(text)]).toEqual([]);
      });

      it('reads like a cookbook page', () => {
        // Accented letters are part of a dish's name: Crème Brûlée, Moules Marinières.
        expect(title).toMatch(/^\p{Lu}[\p{L}' ,&-]+$/u);
        expect(recipe.serves).toBeGreaterThanOrEqual(1);
        // A tray of biscuits makes 20; serves counts portions.
        expect(recipe.serves).toBeLessThanOrEqual(24);
        expect(recipe.minutes).toBeGreaterThanOrEqual(2);
        // Marinating overnight included: a day at the most.
        expect(recipe.minutes).toBeLessThanOrEqual(24 * 60);
        expect(recipe.steps.length).toBeGreaterThanOrEqual(2);
        for (const step of recipe.steps) expect(step).toMatch(/^[A-Z].*[.!]$/);
        for (const item of recipe.ingredients) expect(item.line).toMatch(/^[^\s].*[^\s.]$/);
      });
    },
  );
});
