import { describe, expect, it } from 'vitest';
import { readPantry } from '../../kitchen/pantry.ts';
import { formulas } from './formulas.ts';
import { planFor, weighRecipe } from './weigh-recipe.ts';
import type { WrittenRecipe } from './written-recipe.ts';
import { testKitchen, testCookbook } from '../../../../tests/support/test-kitchen.ts';

describe('weighing a formula’s recipe', () => {
  it('weighs and plans it the same whichever formula recipe was weighed before it', () => {
    const pantry = readPantry(testKitchen, [
      '3 eggs',
      'chicken thighs',
      'rice',
      'spinach',
      'onion',
      'cheddar',
      'tinned tomatoes',
      'apples',
    ]);
    const recipes = formulas
      .map((formula) => testCookbook.formulas.fill(formula, pantry))
      .filter((recipe): recipe is WrittenRecipe => recipe !== undefined);
    expect(new Set(recipes.map((recipe) => recipe.lines.length)).size).toBeGreaterThan(2);
    const weighAll = (order: readonly WrittenRecipe[]) =>
      new Map(
        order.map((recipe) => {
          const weighing = weighRecipe(recipe, pantry);
          const plan = planFor(weighing, pantry);
          return [
            recipe.title,
            { ...weighing, extras: plan.extras.map((ingredient) => ingredient.id) },
          ];
        }),
      );
    const forwards = weighAll(recipes);
    const backwards = weighAll([...recipes].reverse());
    for (const recipe of recipes) {
      expect(backwards.get(recipe.title), recipe.title).toEqual(forwards.get(recipe.title));
    }
  });
});
