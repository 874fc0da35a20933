import { describe, expect, it } from 'vitest';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { stepsWithoutIfUsing } from './steps-if-using.ts';
import { testCookbook, testKitchen } from '../../../../tests/support/test-kitchen.ts';
import type { RecipeLine } from './written-recipe.ts';

const lineOf = (id: string): RecipeLine => ({
  ingredient: testKitchen.ingredientById(id),
  text: id,
  optional: true,
  filledBy: new Set([id]),
});

describe("'if using' in the steps", () => {
  it('is taken out after the name of a line, leaving the sentence whole', () => {
    const wine = lineOf('white wine');
    for (const [step, plain] of [
      ['Add the white wine, if using, and let it bubble.', 'Add the white wine and let it bubble.'],
      ['Pour in the white wine, if using.', 'Pour in the white wine.'],
      [
        'Cook the onion, and the white wine if using, for 10 minutes.',
        'Cook the onion, and the white wine, for 10 minutes.',
      ],
    ] as const) {
      expect(stepsWithoutIfUsing(['Heat the pan.', step], [wine])).toEqual([
        'Heat the pan.',
        plain,
      ]);
    }
  });

  it('is said apart of two lines that share it, of the one the visitor has not got', () => {
    const step = 'Add the banana and the dates and cocoa if using.';
    const [dates, cocoa] = [lineOf('date'), lineOf('cocoa')];
    expect(stepsWithoutIfUsing([step], [])).toEqual([step]);
    expect(stepsWithoutIfUsing([step], [dates])).toEqual([
      'Add the banana and the dates, with the cocoa if using.',
    ]);
    expect(stepsWithoutIfUsing([step], [cocoa])).toEqual([
      'Add the banana and the cocoa, with the dates if using.',
    ]);
    expect(stepsWithoutIfUsing([step], [dates, cocoa])).toEqual([
      'Add the banana and the dates and cocoa.',
    ]);
  });

  it('leaves the steps as they are for a line they never say it of', () => {
    const steps = ['Add the white wine and let it bubble.', 'Add the stock, if using.'];
    expect(stepsWithoutIfUsing(steps, [lineOf('white wine')])).toBe(steps);
  });

  it('is said in the cookbook only of lines a visitor may do without, each found by its name', () => {
    for (const recipe of testCookbook.recipes) {
      if (!recipe.steps.some((step) => step.includes('if using'))) continue;
      const mayDoWithout = (line: RecipeLine) => line.optional || line.notNeededWith;
      const plain = stepsWithoutIfUsing(recipe.steps, recipe.lines.filter(mayDoWithout));
      expect(plain.join(' '), `${recipe.title}: every 'if using' is a line's`).not.toContain(
        'if using',
      );
      const others = recipe.lines.filter((line) => !mayDoWithout(line));
      expect(
        stepsWithoutIfUsing(recipe.steps, others),
        `${recipe.title}: no line it needs is said 'if using'`,
      ).toBe(recipe.steps);
    }
  });

  it('is said of wine and parsley the visitor has not got, and not of those they have', () => {
    const typed = ['arborio rice', 'mushrooms', 'parmesan', 'onion'];
    const without = chooseRecipe(testCookbook, readPantry(testKitchen, typed));
    expect(without.recipe.title).toBe('Mushroom Risotto');
    expect(without.recipe.steps.join(' ')).toContain('the wine, if using,');
    expect(without.recipe.steps.join(' ')).toContain('the parsley, if using,');
    const withWine = chooseRecipe(
      testCookbook,
      readPantry(testKitchen, [...typed, 'white wine', 'parsley']),
    );
    expect(withWine.recipe.title).toBe('Mushroom Risotto');
    expect(withWine.recipe.steps.join(' ')).toContain('then add the wine and let it bubble away');
    expect(withWine.recipe.steps.join(' ')).not.toContain('if using');
  });
});

describe("'if using' said after another name for the line's ingredient", () => {
  const chili = lineOf('chili');

  it('is taken out after the British spelling, singular or plural', () => {
    expect(
      stepsWithoutIfUsing(['Stir in the ginger, the chilli if using, then the tomatoes.'], [chili]),
    ).toEqual(['Stir in the ginger, the chilli, then the tomatoes.']);
    expect(stepsWithoutIfUsing(['Add the chillies, if using, and stir.'], [chili])).toEqual([
      'Add the chillies and stir.',
    ]);
  });

  it('is kept where the name is only part of another', () => {
    const step = 'Add the sweet chilli if using.';
    expect(stepsWithoutIfUsing([step], [chili])).toEqual([step]);
  });
});
