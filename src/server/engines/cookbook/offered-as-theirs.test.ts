import { describe, expect, it } from 'vitest';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { writtenAsTheirs } from './offered-as-theirs.ts';
import { testCookbook, testKitchen } from '../../../../tests/support/test-kitchen.ts';

const recipeTitled = (title: string) => {
  const recipe = testCookbook.recipes.find((one) => one.title === title);
  if (!recipe) throw new Error(`No recipe ${title}`);
  return recipe;
};

/** The recipe's lines and steps written for a visitor whose `id` fills the line `text`. */
function writtenFor(title: string, text: string, id: string) {
  const recipe = recipeTitled(title);
  const fills = recipe.lines.map((line) =>
    line.text === text
      ? { ingredient: testKitchen.ingredientById(id), typed: id, corrections: [] }
      : undefined,
  );
  expect(fills.some(Boolean)).toBe(true);
  const written = writtenAsTheirs(testKitchen, recipe.lines, fills, recipe.steps);
  return { line: written.lines[fills.findIndex(Boolean)]?.text, steps: written.steps.join(' ') };
}

describe('a line offering one food or another, filled by the visitor', () => {
  it('names what they have, on the list and in the steps', () => {
    const plan = chooseRecipe(
      testCookbook,
      readPantry(testKitchen, ['salmon', 'potatoes', 'dill', 'lemon', 'cream']),
    );
    expect(plan.recipe.lines.map((line) => line.text)).toContain('4 tbsp cream');
    expect(plan.recipe.steps.join(' ')).toContain('mix the cream with half the dill');
    expect(plan.recipe.steps.join(' ')).not.toContain('crème fraîche');
  });

  it('renames the other food where the steps name it alone', () => {
    const chana = writtenFor('Chana Saag', '1 tsp garam masala or curry powder', 'curry powder');
    expect(chana.line).toBe('1 tsp curry powder');
    expect(chana.steps).toContain('the garlic, cumin and curry powder,');
    expect(chana.steps).not.toContain('garam masala');
    const carbonara = writtenFor('Spaghetti Carbonara', '120 g pancetta or bacon, diced', 'bacon');
    expect(carbonara.line).toBe('120 g bacon, diced');
    expect(carbonara.steps).toContain('fry the bacon in a dry pan');
    expect(carbonara.steps).not.toContain('pancetta');
  });

  it('keeps the steps written for the food offered first, saying only what the offer was', () => {
    const salmon = writtenFor(
      'Pan-Fried Salmon with Crushed New Potatoes and Dill',
      '4 tbsp crème fraîche or cream',
      'crème fraîche',
    );
    expect(salmon.line).toBe('4 tbsp crème fraîche');
    expect(salmon.steps).toContain('mix the crème fraîche with half the dill');
  });

  it('keeps a line whose kept name would not say what it is', () => {
    const text = '600 g skinless chicken breasts or thighs, in bite-sized pieces';
    expect(writtenFor('Chicken Jalfrezi', text, 'chicken thigh').line).toBe(text);
  });
});
