import { describe, expect, it } from 'vitest';
import { adaptToNeeds } from './adapt-to-needs.ts';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { pantryForNeeds } from './set-aside-for-needs.ts';
import { writeRecipeMarkdown } from './write-recipe-markdown.ts';
import { testCookbook, testKitchen } from '../../../../tests/support/test-kitchen.ts';

const recipeTitled = (title: string) => {
  const recipe = testCookbook.recipes.find((one) => one.title === title);
  if (!recipe) throw new Error(`no recipe '${title}'`);
  return recipe;
};

describe('a recipe adapted to the dietary needs', () => {
  it('offers a vegetarian hard cheese in place of parmesan, in the list and the steps', () => {
    const recipe = adaptToNeeds(testKitchen, recipeTitled('Pasta e Piselli'), ['vegetarian']);
    const texts = recipe.lines.map((line) => line.text);
    expect(texts).toContain('50 g vegetarian hard cheese, finely grated');
    expect(texts.join(' ')).not.toMatch(/parmesan/i);
    expect(recipe.steps.join(' ')).toContain('Beat the eggs with the vegetarian hard cheese');
    expect(recipe.standIns?.map(({ ruledOut, standIn }) => [ruledOut.id, standIn.id])).toEqual([
      ['parmesan', 'vegetarian hard cheese'],
    ]);
  });

  it('keeps the recipe as it is without the need', () => {
    const recipe = recipeTitled('Pasta e Piselli');
    expect(adaptToNeeds(testKitchen, recipe, [])).toBe(recipe);
    expect(adaptToNeeds(testKitchen, recipe, ['gluten-free'])).toBe(recipe);
  });

  it('says once in the intro why the parmesan the visitor listed gives way to a stand-in', () => {
    const typed = ['pasta', 'peas', 'eggs', 'parmesan'];
    const { pantry, setAside } = pantryForNeeds(testKitchen, typed, ['vegetarian']);
    expect(setAside.map(({ item, reason }) => [item.typed, reason])).toEqual([
      ['parmesan', 'is made with animal rennet'],
    ]);
    const plan = chooseRecipe(testCookbook, pantry, 0, ['vegetarian']);
    const markdown = writeRecipeMarkdown(plan, { setAside, needs: ['vegetarian'] }).sections.join(
      '',
    );
    // The visitor's parmesan and its stand-in in one sentence: the reason is said once.
    expect(markdown).toContain(
      'It uses vegetarian hard cheese in place of your parmesan, which is made with animal rennet, to keep it vegetarian.',
    );
    expect(markdown.match(/animal rennet/g)).toHaveLength(1);
    expect(markdown).not.toMatch(/^- .*parmesan/im);
  });

  it('sets aside the gorgonzola the visitor listed, and cooks the dish with a vegetarian blue cheese, title and all', () => {
    const typed = ['gnocchi', 'gorgonzola', 'cream', 'walnuts'];
    expect(chooseRecipe(testCookbook, readPantry(testKitchen, typed)).recipe.title).toBe(
      'Gnocchi with Gorgonzola Sauce',
    );
    const { pantry, setAside } = pantryForNeeds(testKitchen, typed, ['vegetarian']);
    expect(setAside.map(({ item, reason }) => [item.typed, reason])).toEqual([
      ['gorgonzola', 'is made with animal rennet'],
    ]);
    const plan = chooseRecipe(testCookbook, pantry, 0, ['vegetarian']);
    const markdown = writeRecipeMarkdown(plan, { setAside, needs: ['vegetarian'] }).sections.join(
      '',
    );
    expect(markdown).toContain(
      'It uses vegetarian blue cheese in place of your gorgonzola, which is made with animal rennet, to keep it vegetarian.',
    );
    expect(markdown).toContain('## Gnocchi with Vegetarian Blue Cheese Sauce');
    expect(markdown).not.toMatch(/gorgonzola sauce|^- .*gorgonzola/im);
  });

  it.each([
    ['roquefort', 'is usually made with animal rennet'],
    ['stilton', 'is usually made with animal rennet'],
    ['blue cheese', 'is usually made with animal rennet'],
    ['vegetarian blue cheese', undefined],
    ['veggie stilton', undefined],
  ])('under Vegetarian, sets aside the visitor’s %j: %s', (cheese, reason) => {
    const { pantry, setAside } = pantryForNeeds(testKitchen, ['broccoli', cheese], ['vegetarian']);
    expect(setAside.map((each) => [each.item.typed, each.reason])).toEqual(
      reason ? [[cheese, reason]] : [],
    );
    expect([...pantry.known.values()].map(({ typed }) => typed)).toEqual(
      reason ? ['broccoli'] : ['broccoli', cheese],
    );
  });

  it('offers a vegetarian blue cheese in place of the blue cheese in a vegetarian dish', () => {
    const recipe = adaptToNeeds(testKitchen, recipeTitled('Broccoli and Blue Cheese Soup'), [
      'vegetarian',
    ]);
    expect(recipe.lines.map((line) => line.text).join(' ')).toMatch(/vegetarian blue cheese/);
    expect(recipe.standIns?.map(({ ruledOut, standIn }) => [ruledOut.id, standIn.id])).toEqual([
      ['blue cheese', 'vegetarian blue cheese'],
    ]);
  });
});
