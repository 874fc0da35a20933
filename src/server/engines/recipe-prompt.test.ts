import { describe, expect, it } from 'vitest';
import { recipeMessages } from './recipe-prompt.ts';

const userMessageOf = (...request: Parameters<typeof recipeMessages>) =>
  recipeMessages(...request)[1].content;

describe('the user message', () => {
  it('is exactly the spec’s with no dietary needs', () => {
    const spec = "I have eggs, rice. Please give me a recipe you'd recommend I make!";
    expect(userMessageOf({ ingredients: ['eggs', 'rice'] })).toBe(spec);
    expect(userMessageOf({ ingredients: ['eggs', 'rice'], dietaryNeeds: [] })).toBe(spec);
  });

  it('adds one sentence naming the needs, in the page’s order', () => {
    expect(userMessageOf({ ingredients: ['eggs'], dietaryNeeds: ['nut-free', 'vegetarian'] })).toBe(
      "I have eggs. Please give me a recipe you'd recommend I make! Please keep it vegetarian and nut-free.",
    );
    expect(userMessageOf({ ingredients: ['eggs'], dietaryNeeds: ['vegan'] })).toBe(
      "I have eggs. Please give me a recipe you'd recommend I make! Please keep it vegan.",
    );
    expect(
      userMessageOf({
        ingredients: ['eggs'],
        dietaryNeeds: ['shellfish-free', 'gluten-free', 'dairy-free'],
      }),
    ).toBe(
      "I have eggs. Please give me a recipe you'd recommend I make! Please keep it gluten-free, dairy-free and shellfish-free.",
    );
  });

  it('keeps the needs before the request for a different recipe', () => {
    expect(
      userMessageOf({ ingredients: ['eggs'], attempt: 2, dietaryNeeds: ['egg-free'] }),
    ).toMatch(
      /^I have eggs\. Please give me a recipe you'd recommend I make! Please keep it egg-free\.\n\n.*different recipe/,
    );
  });
});
