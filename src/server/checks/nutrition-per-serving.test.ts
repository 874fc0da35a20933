import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nutrientNames,
  type LineAmount,
  type NutritionPerServing,
} from '../../shared/recipe-checks.ts';
import type { Ingredient } from '../kitchen/ingredient.ts';
import { readAmount } from './read-amount.ts';
import {
  nutritionPerServing,
  type FoodValues,
  type NutritionLine,
} from './nutrition-per-serving.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

const values = (kcal: number, grams: FoodValues['grams'] = {}): FoodValues => ({
  per100g: {
    kcal,
    protein: 10,
    fat: 5,
    saturates: 1,
    carbohydrate: 20,
    sugars: 2,
    fibre: 1,
    sodiumMg: 400,
  },
  grams,
});
const table: Record<string, FoodValues | undefined> = {
  spaghetti: values(370),
  egg: values(143, { piece: 50 }),
  'olive oil': values(884, { tbsp: 13.5 }),
  'chicken breast': values(120),
  water: undefined,
};
const valuesOf = (ingredient: { id: string }) => table[ingredient.id];

function line(text: string, id?: string, optional = false): NutritionLine {
  return {
    text,
    optional,
    amount: readAmount(text) as LineAmount | undefined,
    ingredient: id ? testKitchen.ingredientById(id) : undefined,
  };
}

describe('nutritionPerServing', () => {
  it('counts weighed lines exactly and divides by the servings', () => {
    const nutrition = nutritionPerServing(
      [line('400 g spaghetti', 'spaghetti'), line('1 litre water', 'water')],
      4,
      valuesOf,
    );
    expect(nutrition.figures?.kcal).toEqual({ value: 370, low: 370, high: 370 });
    expect(nutrition.figures?.kj).toEqual({ value: 1548, low: 1548, high: 1548 });
    expect(nutrition.figures?.salt).toEqual({ value: 1, low: 1, high: 1 });
    expect(nutrition.estimated).toEqual([]);
    expect(nutrition.notCounted).toEqual([]);
  });

  it('gives a range for lines weighed from a household measure or a typical size', () => {
    const nutrition = nutritionPerServing(
      [line('4 eggs', 'egg'), line('2 tbsp olive oil', 'olive oil')],
      2,
      valuesOf,
    );
    // 200 g of egg (286 kcal) and 27 g of oil (238.7 kcal), halved.
    expect(nutrition.figures?.kcal.value).toBe(262);
    expect(nutrition.figures?.kcal.low).toBe(210);
    expect(nutrition.figures?.kcal.high).toBe(315);
    expect(nutrition.estimated).toEqual(['4 eggs', '2 tbsp olive oil']);
  });

  it('names what it could not count, and counts nothing optional', () => {
    const nutrition = nutritionPerServing(
      [
        line('400 g spaghetti', 'spaghetti'),
        line('Salt and pepper, to taste'),
        line('Grated parmesan, to serve', undefined, true),
        line('2 tbsp gochugaru'),
      ],
      4,
      valuesOf,
    );
    expect(nutrition.figures?.kcal.value).toBe(370);
    expect(nutrition.notCounted).toEqual([
      'Salt and pepper, to taste',
      'Grated parmesan, to serve',
      '2 tbsp gochugaru',
    ]);
  });

  it('shows no figures when a main ingredient cannot be weighed', () => {
    const nutrition = nutritionPerServing(
      [line('A few chicken breasts', 'chicken breast'), line('400 g spaghetti', 'spaghetti')],
      4,
      valuesOf,
    );
    expect(nutrition.figures).toBeUndefined();
    expect(nutrition.withheld).toMatch(/A few chicken breasts/);
  });

  it('does not change with the number of servings a recipe is scaled to', () => {
    const lines = [line('400 g spaghetti', 'spaghetti'), line('4 eggs', 'egg')];
    const doubled = [line('800 g spaghetti', 'spaghetti'), line('8 eggs', 'egg')];
    expect(nutritionPerServing(doubled, 8, valuesOf).figures).toEqual(
      nutritionPerServing(lines, 4, valuesOf).figures,
    );
  });

  it('gives the same figures when every quantity and the servings are scaled alike', () => {
    const foods = testKitchen.ingredients.filter((ingredient) =>
      testKitchen.nutritionOf(ingredient),
    );
    const anyLine = fc
      .record({
        ingredient: fc.constantFrom(...foods),
        amount: fc.oneof(
          fc.record({
            quantity: fc.integer({ min: 1, max: 1000 }),
            unit: fc.constant('g' as const),
          }),
          fc.record({ quantity: fc.integer({ min: 1, max: 12 }), unit: fc.constant('' as const) }),
          fc.record({
            quantity: fc.constantFrom(0.25, 0.5, 1, 1.5, 2, 3),
            unit: fc.constantFrom('tsp' as const, 'tbsp' as const, 'cup' as const),
          }),
        ),
        upBy: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      })
      .map(({ ingredient, amount, upBy }) => ({
        ingredient,
        amount: {
          ...amount,
          ...(upBy ? { upTo: amount.quantity + upBy } : {}),
          rest: ingredient.name,
        },
      }));
    const linesOf = (
      recipe: readonly { ingredient: Ingredient; amount: LineAmount }[],
      k: number,
    ) =>
      recipe.map(({ ingredient, amount }, index): NutritionLine => ({
        text: `line ${index}`,
        optional: false,
        ingredient,
        amount: {
          ...amount,
          quantity: amount.quantity * k,
          ...(amount.upTo === undefined ? {} : { upTo: amount.upTo * k }),
        },
      }));
    // Each figure is rounded after dividing: kcal and kJ to the unit, grams to a tenth.
    const apart = (first: NutritionPerServing, second: NutritionPerServing) =>
      nutrientNames.flatMap((name) =>
        (['value', 'low', 'high'] as const).flatMap((end) => {
          const one = first.figures?.[name][end] ?? 0;
          const other = second.figures?.[name][end] ?? 0;
          const rounding = name === 'kcal' || name === 'kj' ? 1 : 0.1;
          return Math.abs(one - other) <= rounding + 1e-9
            ? []
            : [`${name} ${end}: ${one}, ${other}`];
        }),
      );
    fc.assert(
      fc.property(
        fc.array(anyLine, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(0.5, 2, 3, 2.5, 4, 10),
        (recipe, servings, k) => {
          const asWritten = nutritionPerServing(
            linesOf(recipe, 1),
            servings,
            testKitchen.nutritionOf,
          );
          const scaled = nutritionPerServing(
            linesOf(recipe, k),
            servings * k,
            testKitchen.nutritionOf,
          );
          expect(scaled.figures === undefined).toBe(asWritten.figures === undefined);
          expect(apart(scaled, asWritten)).toEqual([]);
          expect(scaled.estimated).toEqual(asWritten.estimated);
          expect(scaled.notCounted).toEqual(asWritten.notCounted);
        },
      ),
    );
  });
});
