import { describe, expect, it } from 'vitest';
import { findIngredientLines } from './find-ingredient-lines.ts';

const textsOf = (markdown: string) => findIngredientLines(markdown)?.map((line) => line.text);

describe('findIngredientLines', () => {
  it('reads the list under an Ingredients heading, up to the steps', () => {
    const markdown = [
      '## Tomato Basil Pasta',
      '',
      '### Ingredients',
      '',
      '- 200 g pasta',
      '- 3 tomatoes',
      '',
      '### Steps',
      '',
      '1. Boil the pasta.',
      '2. Toss with the tomatoes.',
    ].join('\n');
    expect(textsOf(markdown)).toEqual(['200 g pasta', '3 tomatoes']);
  });

  it('reads a bold label, as Mixtral writes it, and stops at the instructions label', () => {
    const markdown = `Sure! Here's a simple recipe you can make with your ingredients:

**Spinach and Feta Omelette**

**Ingredients:**

* 4 large eggs
* 1/2 cup (15 g) fresh spinach, chopped
* 1/4 cup crumbled **feta** cheese
* Salt and pepper, to taste
* 1 tbsp olive oil

**Instructions:**

1. Whisk the eggs with salt and pepper.
2. Heat the oil and wilt the spinach.
3. Pour in the eggs, add the feta and fold.

Enjoy your meal!`;
    expect(textsOf(markdown)).toEqual([
      '4 large eggs',
      '1/2 cup (15 g) fresh spinach, chopped',
      '1/4 cup crumbled feta cheese',
      'Salt and pepper, to taste',
      '1 tbsp olive oil',
    ]);
  });

  it('keeps amounts, fractions, tins and parentheses as written, without the markup', () => {
    const markdown = `# Chilli

## Ingredients

- 2 x 400 g tins *chopped* tomatoes
- ½ tsp chilli flakes (or to taste)
- 1 ½ cups \`dried\` kidney beans
- 1 (14.5 oz) can black beans, drained and rinsed

## Method

1. Cook.`;
    expect(textsOf(markdown)).toEqual([
      '2 x 400 g tins chopped tomatoes',
      '½ tsp chilli flakes (or to taste)',
      '1 ½ cups dried kidney beans',
      '1 (14.5 oz) can black beans, drained and rinsed',
    ]);
  });

  it('reads nested lists, leaving out the labels of their groups', () => {
    const markdown = `### Ingredients

- For the chicken:
  - 2 chicken thighs
  - 1 tsp paprika
- For the sauce:
  - 150 ml double cream
  - 1 tbsp Dijon mustard
- Fresh parsley, to serve

### Steps

1. Fry the chicken.`;
    expect(textsOf(markdown)).toEqual([
      '2 chicken thighs',
      '1 tsp paprika',
      '150 ml double cream',
      '1 tbsp Dijon mustard',
      'Fresh parsley, to serve',
    ]);
  });

  it('reads sub-headings and labels inside the ingredients section', () => {
    const markdown = `## Ingredients

### For the cake

- 200 g self-raising flour
- 2 eggs

**For the icing:**

- 100 g icing sugar

## Method

1. Bake.`;
    expect(textsOf(markdown)).toEqual(['200 g self-raising flour', '2 eggs', '100 g icing sugar']);
  });

  it('reads a recipe with two ingredient lists, one for each part', () => {
    const markdown = `# Fish Tacos

## Ingredients for the fish

- 2 cod fillets
- 1 lime

## Steps for the fish

1. Grill the fish.

## Ingredients for the slaw

- ¼ red cabbage
- 2 tbsp mayonnaise

## Steps for the slaw

1. Mix.`;
    expect(textsOf(markdown)).toEqual([
      '2 cod fillets',
      '1 lime',
      '¼ red cabbage',
      '2 tbsp mayonnaise',
    ]);
  });

  it('takes "You will need:" as the ingredient list and numbered ingredients too', () => {
    const markdown = `You will need:

1. 2 ripe bananas
2. 250 ml milk

Method:

1. Blend.`;
    expect(textsOf(markdown)).toEqual(['2 ripe bananas', '250 ml milk']);
  });

  it('does not take a title that mentions ingredients, nor lists outside the section', () => {
    const markdown = `# 5-Ingredient Pasta

- Quick
- Cheap

## Ingredients

- 200 g spaghetti

## Instructions

- Boil the spaghetti.
- Drain.`;
    expect(textsOf(markdown)).toEqual(['200 g spaghetti']);
  });

  it('finds nothing when the answer has no ingredient list', () => {
    expect(findIngredientLines('I am sorry, I can only help with recipes.')).toBeUndefined();
    expect(findIngredientLines('## Toast\n\n1. Toast the bread.\n2. Butter it.')).toBeUndefined();
    expect(
      findIngredientLines('### Ingredients\n\nWhatever you have.\n\n### Steps'),
    ).toBeUndefined();
    expect(findIngredientLines('')).toBeUndefined();
  });

  it('gives the offset where each line’s list item starts in the markdown', () => {
    const markdown = '### Ingredients\n\n- 2 eggs\n- **1** cup rice\n';
    const lines = findIngredientLines(markdown) ?? [];
    expect(lines.map((line) => markdown.slice(line.offset, line.offset + 5))).toEqual([
      '- 2 e',
      '- **1',
    ]);
  });
});
