import { describe, expect, it } from 'vitest';
import { readPantry } from '../../kitchen/pantry.ts';
import { formulas } from './formulas.ts';
import { randomPantries } from '../../../../tests/support/random-pantries.ts';
import {
  leastToBuy,
  leastToBuyFor,
  mostBeyondWorth,
  planFor,
  weighRecipe,
  worthOfTheirs,
} from './weigh-recipe.ts';
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

describe('bounding a cookbook recipe’s score before weighing it', () => {
  it('never bounds it below its score: the most it could score, less what it must buy for lines none of theirs fills', () => {
    let boughtFor = 0;
    for (const typed of randomPantries(150, 11)) {
      const pantry = readPantry(testKitchen, typed);
      const theirs = worthOfTheirs(pantry);
      const touched = new Map<number, { worth: number; usable: number; fillable: number }>();
      for (const { item, worth } of theirs) {
        const using = testCookbook.recipesUsing.get(item.ingredient.id);
        using?.numbers.forEach((number, at) => {
          const sums = touched.get(number) ?? { worth: 0, usable: 0, fillable: 0 };
          touched.set(number, {
            worth: sums.worth + worth,
            usable: sums.usable + 1,
            fillable: sums.fillable | (using.lines[at] ?? 0),
          });
        });
      }
      for (const [number, { worth, usable, fillable }] of touched) {
        const recipe = testCookbook.recipes[number]!;
        const least = leastToBuy(testKitchen, recipe, fillable);
        const most = worth + mostBeyondWorth(usable, theirs.length, true) - least;
        expect(
          weighRecipe(recipe, pantry).score,
          `${recipe.title}: ${typed.join(', ')}`,
        ).toBeLessThanOrEqual(most);
        if (least > 0) boughtFor += 1;
      }
    }
    // The bound is worth having: most recipes a pantry touches must buy something.
    expect(boughtFor).toBeGreaterThan(1000);
  });
});

describe('bounding a formula recipe’s score before filling it', () => {
  it('charges its base lines no more than weighing does: its score is at least that below the same recipe asking for none of them', () => {
    let boughtFor = 0;
    for (const typed of randomPantries(80, 12)) {
      const pantry = readPantry(testKitchen, typed);
      for (const formula of formulas) {
        if (formula.unneeded) continue;
        const recipe = testCookbook.formulas.fill(formula, pantry);
        if (!recipe) continue;
        const bases = testCookbook.formulas.baseLinesFor(formula, pantry);
        const least = leastToBuyFor(bases, pantry);
        const withoutBases: WrittenRecipe = {
          ...recipe,
          lines: recipe.lines.map((line) =>
            bases.includes(line) ? { ...line, optional: true } : line,
          ),
        };
        expect(
          weighRecipe(recipe, pantry).score,
          `${recipe.title}: ${typed.join(', ')}`,
        ).toBeLessThanOrEqual(weighRecipe(withoutBases, pantry).score - least + 1e-9);
        if (least > 0) boughtFor += 1;
      }
    }
    expect(boughtFor).toBeGreaterThan(100);
  });
});
