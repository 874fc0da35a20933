import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { nodesInSections } from '../../shared/markdown-label.ts';
import {
  findIngredientLines,
  ingredientsLabel,
  linesOf,
  otherSectionLabel,
} from './find-ingredient-lines.ts';
import { markdownParts } from '../../shared/markdown-parts.ts';

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

/** The lines as the whole markdown, parsed at once, has them. */
function linesOfWholeParse(markdown: string) {
  const { children } = fromMarkdown(markdown);
  const lines = [...nodesInSections(children, ingredientsLabel, otherSectionLabel)].flatMap(
    (node) => (node.type === 'list' ? linesOf(node) : []),
  );
  return lines.length > 0 ? lines : undefined;
}

// Lines a model might write, and lines that try to fool a reading in parts: labels hidden by
// markup, entities or links, headings inside code, HTML or quotes, definitions used elsewhere.
const fragments = [
  ...['#', '##', '###', '####', '######'].flatMap((marks) =>
    ['Ingredients', 'For the sauce', 'Method', 'Tips', 'Sauce ingredients', 'You will need'].map(
      (title) => `${marks} ${title}`,
    ),
  ),
  '### Ingre*dients*',
  '## ',
  '#hashtag',
  '####### Seven',
  '   ## Indented heading',
  '> ## Ingredients',
  '> - 1 quoted egg',
  '**Ingredients:**',
  '*For the dressing:*',
  'You will need:',
  'You **will** need:',
  'Ingre&#100;ients:',
  '[Ingredients](#list)',
  '![Ingredients](i.png)',
  'Ingre\\',
  'dients:',
  'Ingre  ',
  '__Method__',
  '**Instructions:**',
  'Mix all the ingredients.',
  'Season as needed.',
  'Setext label',
  '---',
  '===',
  '***',
  '- 2 eggs',
  '* 100 g flour',
  '+ 1 tbsp oil',
  '1. 200 ml milk',
  '2) A pinch of salt',
  '- For the sauce:',
  '  - 1 nested clove garlic',
  '    - 1 deeper bay leaf',
  '\t- 1 tabbed lemon',
  '- [salt][s] and &amp; pepper',
  '    indented code',
  '',
  '',
  '',
];
const reachingAcross = ['```', '~~~', '<div>', '</div>', '[s]: https://example.com/salt'];
const someLines = fc.array(
  fc.oneof(
    { weight: 40, arbitrary: fc.constantFrom(...fragments) },
    { weight: 1, arbitrary: fc.constantFrom(...reachingAcross) },
  ),
  { maxLength: 15 },
);
// A recipe's own ingredients list among them, half the time.
const ingredientsSection = fc.constantFrom(
  [],
  ['### Ingredients', '', '- 2 eggs', '- 1 onion, sliced'],
  ['**Ingredients:**', '* 200 g rice', '* Salt'],
  // Labels whose words the raw text splits: by a link, an entity, a code span, line breaks.
  ['[Ingre](#list)dients:', '- 1 linked egg'],
  ['### Ingre&#100;ients', '- 1 spelled egg'],
  ['### `Ingre`dients', '- 1 coded egg'],
  ['Ingre\\', 'dients:', '- 1 broken egg'],
  ['You  ', 'will need:', '- 1 wrapped egg'],
);
const markdownDocument = fc
  .tuple(someLines, ingredientsSection, someLines, fc.constantFrom('\n', '\r\n', '\r'))
  .map(([before, section, after, lineEnd]) => [...before, ...section, ...after].join(lineEnd));

describe('findIngredientLines, parsing only the parts that could hold the ingredients', () => {
  it('finds what parsing the whole markdown finds, for any arrangement of a recipe’s lines', () => {
    let withLines = 0;
    let inParts = 0;
    fc.assert(
      fc.property(markdownDocument, (markdown) => {
        const expected = linesOfWholeParse(markdown);
        if (expected) withLines += 1;
        if (markdownParts(markdown).length > 1) inParts += 1;
        expect(findIngredientLines(markdown)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
    // Enough of them hold a list, and are read in parts, for the comparison to mean something.
    expect({ withLines, inParts }).toEqual({
      withLines: expect.toSatisfy((count: number) => count > 500),
      inParts: expect.toSatisfy((count: number) => count > 500),
    });
  }, 60_000);
});
