import { describe, expect, it } from 'vitest';
import { readIngredientLine } from './read-ingredient-line.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

/** The line's choices, each as the ids it needs. */
const choicesOf = (text: string) =>
  readIngredientLine(testKitchen, text).alternatives.map((products) =>
    products.map((product) => product.ingredient.id),
  );

describe('readIngredientLine', () => {
  it.each([
    ['4 large eggs', 'egg'],
    ['1/2 cup grated Parmesan cheese', 'parmesan'],
    ['½ cup crumbled feta', 'feta'],
    ['1 ½ cups basmati rice', 'basmati rice'],
    ['2 x 400 g tins chopped tomatoes', 'canned tomato'],
    ['1 (14.5 oz) can diced tomatoes', 'canned tomato'],
    ['1 can (400 g) chickpeas, drained and rinsed', 'chickpea'],
    ['2 boneless, skinless chicken breasts (about 500 g), diced', 'chicken breast'],
    ['3 cloves garlic, minced', 'garlic'],
    ['1 thumb-sized piece of ginger, grated', 'ginger'],
    ['200g spaghetti', 'spaghetti'],
    ['Fresh basil leaves, to garnish', 'basil'],
    ['1 cup chicken broth', 'chicken stock'],
    ['400 ml coconut milk', 'coconut milk'],
    ['250 ml almond milk', 'almond milk'],
    ['2 tbsp soy sauce', 'soy sauce'],
    ['200 g dried red kidney beans, soaked overnight', 'dried kidney bean'],
  ])('reads amounts, fractions, tins and parentheses: %j is %s', (text, id) => {
    expect(choicesOf(text)).toEqual([[id]]);
  });

  it('reads "to taste" lines with two ingredients in them', () => {
    expect(choicesOf('Salt and freshly ground black pepper, to taste')).toEqual([
      ['salt', 'black pepper'],
    ]);
    expect(choicesOf('Salt & pepper')).toEqual([['salt', 'black pepper']]);
  });

  it('reads choices, with a noun shared across "or"', () => {
    expect(choicesOf('1 tbsp butter or olive oil')).toEqual([['butter'], ['olive oil']]);
    expect(choicesOf('500 ml chicken or vegetable stock')).toEqual([
      ['chicken stock'],
      ['vegetable stock'],
    ]);
    expect(choicesOf('1 cup milk/oat milk')).toEqual([['milk'], ['oat milk']]);
  });

  it('reads a tin named with its size as the tinned product, not the fresh one', () => {
    expect(choicesOf('1 x 400 g tin whole tomatoes')).toEqual([['canned tomato']]);
  });

  it('leaves out what an ingredient is for: the pasta in "Water, for boiling the pasta"', () => {
    expect(choicesOf('Water, for boiling the pasta')).toEqual([['water']]);
    expect(choicesOf('Salt, for the water and the courgettes')).toEqual([['salt']]);
    expect(choicesOf('Water, to cook the carrots')).toEqual([['water']]);
  });

  it('reads examples of an ingredient as choices of it', () => {
    expect(choicesOf('400 g mixed berries, such as strawberries and blueberries')).toEqual([
      ['mixed berries'],
      ['strawberry'],
      ['blueberry'],
    ]);
  });

  it('recognises nothing in a line of things the kitchen does not know', () => {
    expect(choicesOf('2 tbsp gochugaru')).toEqual([]);
    expect(choicesOf('A pinch of love')).toEqual([]);
  });

  it('notes a line the recipe marks optional', () => {
    expect(readIngredientLine(testKitchen, 'Chopped parsley (optional)').optional).toBe(true);
    expect(readIngredientLine(testKitchen, 'Optional: a squeeze of lemon').optional).toBe(true);
    expect(readIngredientLine(testKitchen, 'Chopped parsley').optional).toBe(false);
  });

  it('takes a product made for a need as meeting it: vegan butter is neither milk nor animal', () => {
    const product = (text: string) => readIngredientLine(testKitchen, text).alternatives[0]?.[0];
    expect(product('2 tbsp vegan butter')).toMatchObject({ diet: 'vegan', allergens: [] });
    expect(product('200 g gluten-free pasta')).toMatchObject({ allergens: [] });
    expect(product('2 tbsp butter')?.allergens.map((allergen) => allergen.id)).toEqual(['milk']);
  });
});
