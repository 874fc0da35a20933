import { describe, expect, it } from 'vitest';
import { checkRecipe } from './check-recipe.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

const frittata = `Here is a recipe that uses your eggs and spinach.

## Chicken and Spinach Frittata

### Ingredients

- 6 eggs
- 2 chicken thighs, in pieces
- 2 handfuls spinach
- 100 g feta, crumbled
- 1 tbsp olive oil
- Salt and pepper, to taste
- 2 tbsp gochugaru
- A pinch of sumac *(optional)*

### Steps

1. Fry the chicken until cooked through.
2. Add the spinach, then the eggs, and cook until set.
`;

const statusOf = (markdown: string, ingredients: string[]) =>
  Object.fromEntries(
    checkRecipe(testKitchen, markdown, { ingredients }).lines.map((line) => [
      line.text,
      line.status,
    ]),
  );

describe('checkRecipe', () => {
  it('reads a line the same each time, for each visitor, and after many other lines', () => {
    const first = checkRecipe(testKitchen, frittata, { ingredients: ['eggs'] });
    expect(statusOf(frittata, ['feta', 'chicken'])).toMatchObject({
      '6 eggs': 'to-buy',
      '100 g feta, crumbled': 'have',
    });
    // More lines than are remembered, most of them new, beside lines already read.
    const manyLines = Array.from({ length: 5000 }, (_, index) => `- ${index + 1} g rice`);
    const long = `## Rice\n\n### Ingredients\n\n- 6 eggs\n${manyLines.join('\n')}\n`;
    const { lines } = checkRecipe(testKitchen, long, { ingredients: ['eggs'] });
    expect(lines).toHaveLength(5001);
    expect(lines[0]).toMatchObject({ text: '6 eggs', status: 'have' });
    expect(checkRecipe(testKitchen, frittata, { ingredients: ['eggs'] })).toEqual(first);
  });

  it('says of each line whether the visitor has it, it is a staple, to buy, or unknown', () => {
    expect(statusOf(frittata, ['Eggs', 'spinach', 'chicken', 'Gochugaru'])).toEqual({
      '6 eggs': 'have',
      '2 chicken thighs, in pieces': 'have',
      '2 handfuls spinach': 'have',
      '100 g feta, crumbled': 'to-buy',
      '1 tbsp olive oil': 'staple',
      'Salt and pepper, to taste': 'staple',
      '2 tbsp gochugaru': 'have',
      'A pinch of sumac (optional)': 'unknown',
    });
  });

  it('never takes one cut for another, but takes the generic word for a cut', () => {
    expect(statusOf(frittata, ['chicken breasts'])['2 chicken thighs, in pieces']).toBe('to-buy');
    expect(statusOf(frittata, ['chicken'])['2 chicken thighs, in pieces']).toBe('have');
  });

  it('marks a line optional, and a line with a choice the visitor has as had', () => {
    const markdown = '### Ingredients\n\n- 1 tbsp butter or oil\n- 1 lemon (optional)\n';
    const { lines } = checkRecipe(testKitchen, markdown, { ingredients: [] });
    expect(lines.map(({ status, optional }) => ({ status, optional }))).toEqual([
      { status: 'staple', optional: false },
      { status: 'to-buy', optional: true },
    ]);
  });

  it('names the allergens spotted, in the regulation’s order, with where they were spotted', () => {
    const { allergens } = checkRecipe(testKitchen, frittata, { ingredients: [] });
    expect(allergens).toEqual([
      { allergen: 'eggs', name: 'eggs', ingredients: ['eggs'] },
      { allergen: 'milk', name: 'milk', ingredients: ['feta'] },
    ]);
  });

  it('spots allergens across both lists of a two-part recipe', () => {
    const markdown = `## Ingredients for the noodles

- 200 g egg noodles
- 2 tbsp soy sauce

## Ingredients for the sauce

- 2 tbsp peanut butter
- 1 tsp sesame oil

## Steps

1. Cook.`;
    const { allergens } = checkRecipe(testKitchen, markdown, { ingredients: [] });
    expect(allergens.map((finding) => finding.name)).toEqual([
      'cereals containing gluten',
      'eggs',
      'peanuts',
      'soybeans',
      'sesame',
    ]);
  });

  it('warns of each line that breaks a dietary need, and why', () => {
    const { conflicts } = checkRecipe(testKitchen, frittata, {
      ingredients: [],
      dietaryNeeds: ['vegetarian', 'dairy-free', 'egg-free'],
    });
    expect(conflicts).toEqual([
      { need: 'egg-free', ingredient: 'eggs', reason: 'contains eggs' },
      { need: 'vegetarian', ingredient: 'chicken thighs', reason: 'is meat' },
      { need: 'dairy-free', ingredient: 'feta', reason: 'contains milk' },
    ]);
  });

  it('warns of nothing without needs, nor of a line with a choice that meets them', () => {
    expect(checkRecipe(testKitchen, frittata, { ingredients: [] }).conflicts).toEqual([]);
    const markdown =
      '### Ingredients\n\n- 2 tbsp butter or olive oil\n- 500 ml chicken or vegetable stock\n- 2 vegan sausages\n';
    const { conflicts } = checkRecipe(testKitchen, markdown, {
      ingredients: [],
      dietaryNeeds: ['vegan', 'dairy-free'],
    });
    expect(conflicts).toEqual([]);
  });

  it('gives the food-safety notes for what the recipe cooks, citing their source', () => {
    const { foodSafety } = checkRecipe(testKitchen, frittata, { ingredients: [] });
    expect(foodSafety.map((note) => note.text)).toEqual([
      'Poultry: cook until the thickest part reaches 74 °C (165 °F).',
      'Egg dishes: cook until set, 71 °C (160 °F) in the middle.',
    ]);
    expect(foodSafety[0]?.source.name).toMatch(/USDA Food Safety and Inspection Service/);
    expect(foodSafety[0]?.source.url).toMatch(/^https:\/\/www\.fsis\.usda\.gov\//);
  });

  it('gives no meat note for a product made for vegans, and the bean and rice hazards', () => {
    const markdown =
      '### Ingredients\n\n- 4 vegan sausages\n- 200 g dried kidney beans\n- 150 g basmati rice\n';
    const { foodSafety } = checkRecipe(testKitchen, markdown, { ingredients: [] });
    expect(foodSafety.map((note) => note.id)).toEqual(['dried-kidney-beans', 'cooked-rice']);
    expect(foodSafety[0]?.text).toMatch(/boil them hard .* at\s+least 10 minutes/);
    expect(foodSafety[1]?.text).toMatch(/cool it quickly/);
  });

  it('says so when the answer has no ingredient list, and claims nothing', () => {
    expect(
      checkRecipe(testKitchen, 'I only write recipes. Try **eggs** and **chicken**!', {
        ingredients: ['eggs'],
        dietaryNeeds: ['vegan'],
      }),
    ).toEqual({
      ingredientListFound: false,
      lines: [],
      allergens: [],
      conflicts: [],
      foodSafety: [],
    });
  });

  describe('amounts, servings and nutrition', () => {
    const curry = `## Chickpea Curry

**Serves 4** · about 900 kcal per serving

### Ingredients

- 2 x 400 g tins chickpeas, drained
- 1 x 400 ml tin coconut milk
- 1 onion, chopped
- 2 tbsp vegetable oil
- 1½ tsp ground cumin
- Salt, to taste

### Steps

1. Soften the onion in the oil for 8 minutes.
`;

    it('reads each line’s amount, with the food’s weight per measure where the kitchen knows it', () => {
      const { lines } = checkRecipe(testKitchen, curry, { ingredients: ['chickpeas'] });
      expect(lines.map((line) => line.amount && [line.amount.quantity, line.amount.unit])).toEqual([
        [2, ''],
        [1, ''],
        [1, ''],
        [2, 'tbsp'],
        [1.5, 'tsp'],
        undefined,
      ]);
      expect(lines[0]?.amount?.size).toEqual({ quantity: 400, unit: 'g', container: 'tin' });
      expect(lines[3]?.amount?.gramsPer?.tbsp).toBeGreaterThan(13);
    });

    it('says how many the recipe serves and what a serving holds, naming what it did not count', () => {
      const { servings, nutrition } = checkRecipe(testKitchen, curry, { ingredients: [] });
      expect(servings).toEqual({ count: 4, source: 'recipe' });
      const kcal = nutrition?.figures?.kcal;
      expect(kcal?.value).toBeGreaterThan(300);
      expect(kcal?.value).toBeLessThan(600);
      expect(kcal?.low).toBeLessThan(kcal?.value ?? 0);
      expect(nutrition?.estimated).toContain('1 onion, chopped');
      expect(nutrition?.notCounted).toEqual(['Salt, to taste']);
    });

    it('flags a calorie count the recipe claims outside the range worked out', () => {
      const { nutrition } = checkRecipe(testKitchen, curry, { ingredients: [] });
      expect(nutrition?.claimedKcal).toBe(900);
    });

    it('takes a recipe that does not say how many it serves as written for as many as it feeds', () => {
      const { servings } = checkRecipe(testKitchen, curry.replace('**Serves 4** · ', ''), {
        ingredients: [],
      });
      expect(servings?.source).toBe('as-written');
      expect(servings?.count).toBeGreaterThanOrEqual(2);
    });
  });
});
