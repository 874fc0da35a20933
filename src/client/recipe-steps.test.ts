import { describe, expect, it } from 'vitest';
import { findRecipeSteps, findRecipeTitle } from './recipe-steps.ts';

const texts = (markdown: string, offsets?: number[]) =>
  findRecipeSteps(markdown, offsets).map((step) => step.text);

describe('finding the steps', () => {
  it('reads the numbered list under a Steps heading, without its markup', () => {
    const markdown =
      '## Frittata\n\n### Ingredients\n\n- 6 eggs\n\n### Steps\n\n1. Beat the **eggs**.\n2. Cook for 8 minutes.\n';
    expect(texts(markdown)).toEqual(['Beat the eggs.', 'Cook for 8 minutes.']);
  });

  it('reads a bold Instructions label and stops at the Notes', () => {
    const markdown =
      '**Instructions:**\n\n- Boil the pasta.\n- Drain it.\n\n**Notes:**\n\n- Keeps for a day.\n';
    expect(texts(markdown)).toEqual(['Boil the pasta.', 'Drain it.']);
  });

  it('keeps a step’s nested list in the step', () => {
    const markdown = '### Method\n\n1. Make the sauce:\n   - mix the flour\n   - whisk in milk\n';
    expect(texts(markdown)).toEqual(['Make the sauce: mix the flour whisk in milk']);
  });

  it('takes the paragraphs under a Method heading that has no list', () => {
    expect(texts('### Method\n\nHeat the oven.\n\nBake for 1 hour.\n')).toEqual([
      'Heat the oven.',
      'Bake for 1 hour.',
    ]);
  });

  it('with no label, takes the numbered lists that are not the ingredient list', () => {
    const markdown = 'You need:\n\n1. 2 eggs\n2. 1 cup milk\n\nThen:\n\n1. Whisk.\n2. Fry.\n';
    expect(texts(markdown, [markdown.indexOf('1. 2 eggs'), markdown.indexOf('2. 1 cup')])).toEqual([
      'Whisk.',
      'Fry.',
    ]);
  });

  it('finds none in a recipe with no steps', () => {
    expect(texts('## Toast\n\nJust toast the bread.\n')).toEqual([]);
  });
});

describe('the title', () => {
  it('is the first heading that is not a section', () => {
    expect(findRecipeTitle('Intro.\n\n## Spinach Frittata\n\n### Ingredients\n')).toBe(
      'Spinach Frittata',
    );
    expect(findRecipeTitle('### Ingredients\n\n- eggs\n')).toBeUndefined();
  });
});
