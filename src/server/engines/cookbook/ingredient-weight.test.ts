import { describe, expect, it } from 'vitest';
import { weightOf } from './ingredient-weight.ts';
import { testKitchen } from '../../../../tests/support/test-kitchen.ts';

const weightOfId = (id: string) => weightOf(testKitchen.ingredientById(id));

describe('what an ingredient of theirs is worth to the chooser', () => {
  it('weighs their tin of tomatoes as a vegetable a dish is built on, not as a spice', () => {
    const tomatoes = weightOfId('canned tomato');
    expect(tomatoes.worth).toBe(weightOfId('zucchini').worth);
    expect(tomatoes.worth).toBeGreaterThan(weightOfId('cumin').worth);
    // Buying a tin costs what a cupboard tin does, less than fresh vegetables.
    expect(tomatoes.cost).toBeLessThan(weightOfId('zucchini').cost);
  });
});

describe('what a cake or pancakes from their cupboard are made of', () => {
  it('is their fruit, chocolate or cocoa, by the catalogue, not their chocolate spread', () => {
    for (const id of ['banana', 'chocolate', 'dark chocolate', 'cocoa'])
      expect(weightOfId(id).isSweetPoint, id).toBe(true);
    for (const id of ['chocolate spread', 'sugar', 'flour'])
      expect(weightOfId(id).isSweetPoint, id).toBe(false);
  });
});
