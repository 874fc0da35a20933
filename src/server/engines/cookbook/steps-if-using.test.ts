import { describe, expect, it } from 'vitest';
import { stepsIfUsing } from './steps-if-using.ts';
import { testCookbook, testKitchen } from '../../../../tests/support/test-kitchen.ts';
import type { RecipeLine } from './written-recipe.ts';

const lineOf = (id: string): RecipeLine => ({
  ingredient: testKitchen.ingredientById(id),
  text: id,
  optional: false,
  filledBy: new Set([id]),
});

describe("'if using' in the steps", () => {
  it('says it where the steps first name the line, with the commas a sentence needs', () => {
    const bacon = lineOf('bacon');
    const steps = ['Fry the bacon for 3 minutes.', 'Add the bacon back.'];
    expect(stepsIfUsing(steps, [bacon])).toEqual([
      'Fry the bacon, if using, for 3 minutes.',
      'Add the bacon back.',
    ]);
    expect(stepsIfUsing(['Fry the bacon, turning once.'], [bacon])).toEqual([
      'Fry the bacon, if using, turning once.',
    ]);
    expect(stepsIfUsing(['Scatter over the bacon.'], [bacon])).toEqual([
      'Scatter over the bacon, if using.',
    ]);
  });

  it('leaves the steps as they are for a line they never name', () => {
    const steps = ['Fry the baconny bits.'];
    expect(stepsIfUsing(steps, [lineOf('bacon')])).toBe(steps);
  });

  it('finds in its steps every line the cookbook lets a visitor do without, named plainly', () => {
    const lines = testCookbook.recipes.flatMap((recipe) =>
      recipe.lines
        .filter((line) => line.notNeededWith)
        .map((line) => ({ recipe, line, said: stepsIfUsing(recipe.steps, [line]) })),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const { recipe, line, said } of lines) {
      expect(
        recipe.steps.join(' '),
        `${recipe.title}: the ${line.ingredient.name} plainly`,
      ).not.toContain(`${line.ingredient.name}, if using`);
      expect(said.join(' '), `${recipe.title}: the ${line.ingredient.name}`).toContain(
        `${line.ingredient.name}, if using`,
      );
    }
  });
});
