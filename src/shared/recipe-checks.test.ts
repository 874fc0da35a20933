import { describe, expect, it } from 'vitest';
import { isRecipeChecks, type RecipeChecks } from './recipe-checks.ts';

const figure = { value: 540, low: 480, high: 610 };
const checks: RecipeChecks = {
  ingredientListFound: true,
  lines: [
    {
      text: '1½ cups flour',
      offset: 10,
      status: 'to-buy',
      optional: false,
      amount: { quantity: 1.5, unit: 'cup', rest: 'flour', gramsPer: { cup: 125 } },
    },
  ],
  allergens: [],
  conflicts: [],
  foodSafety: [],
  servings: { count: 4, source: 'recipe' },
  nutrition: {
    figures: {
      kcal: figure,
      kj: figure,
      protein: figure,
      fat: figure,
      saturates: figure,
      carbohydrate: figure,
      sugars: figure,
      fibre: figure,
      salt: figure,
    },
    estimated: ['1½ cups flour'],
    notCounted: [],
  },
};

describe('isRecipeChecks', () => {
  it('accepts checks with amounts, servings and nutrition', () => {
    expect(isRecipeChecks(checks)).toBe(true);
  });

  it('accepts checks from a server that sends none of them', () => {
    const { servings: _servings, nutrition: _nutrition, ...older } = checks;
    expect(isRecipeChecks({ ...older, lines: [{ ...checks.lines[0], amount: undefined }] })).toBe(
      true,
    );
  });

  it.each([
    [
      'a unit it does not know',
      {
        ...checks,
        lines: [{ ...checks.lines[0], amount: { quantity: 1, unit: 'bushel', rest: 'x' } }],
      },
    ],
    ['no servings', { ...checks, servings: { count: 0, source: 'recipe' } }],
    [
      'a figure that is not a number',
      {
        ...checks,
        nutrition: {
          ...checks.nutrition,
          figures: { ...checks.nutrition?.figures, kcal: { value: '540' } },
        },
      },
    ],
  ])('refuses %s', (_, value) => {
    expect(isRecipeChecks(value)).toBe(false);
  });
});
