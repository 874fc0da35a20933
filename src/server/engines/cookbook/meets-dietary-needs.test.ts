import { describe, expect, it } from 'vitest';
import { dietaryNeeds } from '../../../shared/dietary-needs.ts';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { testKitchen, testCookbook } from '../../../../tests/support/test-kitchen.ts';

const pantries = [
  ['eggs', 'spinach', 'feta', 'onion'],
  ['chicken', 'rice', 'garlic', 'ginger', 'soy sauce'],
  ['prawns', 'spaghetti', 'butter', 'walnuts'],
  ['xyzzy'],
];

describe('the built-in cookbook with dietary needs', () => {
  // Hundreds of choices over the whole cookbook: seconds, more on a busy machine.
  it(
    'chooses, for every combination of needs, a recipe whose every line meets them',
    {
      timeout: 60_000,
    },
    () => {
      for (const typed of pantries) {
        const pantry = readPantry(testKitchen, typed);
        for (let mask = 1; mask < 2 ** dietaryNeeds.length; mask++) {
          const needs = dietaryNeeds.filter((_, index) => mask & (2 ** index));
          const plan = chooseRecipe(testCookbook, pantry, 0, needs);
          const ids = plan.recipe.lines.map((line) => line.ingredient.id);
          if (needs.includes('vegan')) {
            expect(
              plan.recipe.lines.every((line) => line.ingredient.diet === 'vegan'),
              ids.join(),
            ).toBe(true);
          }
          if (needs.includes('vegetarian')) {
            expect(
              ids.some((id) => ['chicken', 'shrimp'].includes(id)),
              ids.join(),
            ).toBe(false);
          }
          if (needs.includes('egg-free')) expect(ids).not.toContain('egg');
          if (needs.includes('dairy-free')) expect(ids).not.toContain('feta');
          if (needs.includes('gluten-free')) expect(ids).not.toContain('spaghetti');
          if (needs.includes('nut-free')) expect(ids).not.toContain('walnut');
          if (needs.includes('shellfish-free')) expect(ids).not.toContain('shrimp');
        }
      }
    },
  );

  it('still uses the visitor’s ingredients that meet the needs', () => {
    const plan = chooseRecipe(
      testCookbook,
      readPantry(testKitchen, ['eggs', 'spinach', 'feta', 'onion']),
      0,
      ['dairy-free'],
    );
    const used = plan.used.map((item) => item.ingredient.id);
    expect(used).not.toContain('feta');
    expect(used.length).toBeGreaterThanOrEqual(2);
  });

  it('chooses as before when no need is asked for', () => {
    const pantry = readPantry(testKitchen, ['eggs', 'spinach', 'feta', 'onion']);
    expect(chooseRecipe(testCookbook, pantry, 0, []).recipe.title).toBe(
      chooseRecipe(testCookbook, pantry).recipe.title,
    );
  });
});
