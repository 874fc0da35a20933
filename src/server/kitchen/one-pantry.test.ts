import { describe, expect, it } from 'vitest';
import { checkRecipe } from '../checks/check-recipe.ts';
import { chooseRecipe } from '../engines/cookbook/choose-recipe.ts';
import { writeRecipeMarkdown } from '../engines/cookbook/write-recipe-markdown.ts';
import { readPantry } from './pantry.ts';
import { randomPantries } from '../../../tests/support/random-pantries.ts';
import { createKitchen } from './kitchen.ts';
import { testCookbook, testData, testKitchen } from '../../../tests/support/test-kitchen.ts';

describe('one pantry', () => {
  it('is read once per list: the cookbook and the checks of one request share it', () => {
    const typed = ['3 eggs', 'chiken', 'gochugaru flakes'];
    const pantry = readPantry(testKitchen, typed);
    expect(readPantry(testKitchen, typed)).toBe(pantry);
    expect(readPantry(testKitchen, [...typed])).not.toBe(pantry);
    expect(readPantry(testKitchen, [...typed]).known).toEqual(pantry.known);
    const otherKitchen = createKitchen(testData);
    expect(readPantry(otherKitchen, typed).kitchen).toBe(otherKitchen);
  });

  // 1,000 recipes chosen, written and checked: a few seconds on a busy machine.
  it(
    'the chooser and the checks agree on what to buy, over 1,000 random pantries',
    { timeout: 60_000 },
    () => {
      const disagreements: string[] = [];
      let lines = 0;
      randomPantries(1000, 20_261_125).forEach((typed, index) => {
        const plan = chooseRecipe(testCookbook, readPantry(testKitchen, typed), index % 3);
        const { sections, ingredientLines } = writeRecipeMarkdown(plan);
        const checks = checkRecipe(
          testKitchen,
          sections.join(''),
          { ingredients: typed },
          ingredientLines,
        );
        plan.recipe.lines.forEach((line, place) => {
          lines += 1;
          const chooserBuys = !plan.fills[place] && !line.optional && !line.ingredient.staple;
          // What goes on the page's shopping list.
          const checked = checks.lines[place];
          const checksBuy = checked?.status === 'to-buy' && !checked.optional;
          if (chooserBuys !== checksBuy) {
            disagreements.push(
              `${typed.join(', ')} → ${plan.recipe.title}: '${line.text}' chooser ${chooserBuys ? 'buys' : 'has'}, checks ${checked?.status}`,
            );
          }
        });
      });
      expect(lines).toBeGreaterThan(5000);
      expect(disagreements).toEqual([]);
    },
  );
});
