import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dietaryNeeds, type DietaryNeed } from '../../shared/dietary-needs.ts';
import { readDietaryNeeds } from './read-dietary-needs.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

/** Each need an ingredient breaks, with why. */
const broken = (id: string, madeFor: DietaryNeed[] = []) =>
  Object.fromEntries(
    dietaryNeeds.flatMap((need) => {
      const reason = testKitchen.dietaryNeeds.needBrokenBy(
        testKitchen.dietaryNeeds.lineProduct(testKitchen.ingredientById(id), madeFor),
        need,
      );
      return reason ? [[need, reason]] : [];
    }),
  );

describe('the dietary needs', () => {
  it.each<[string, Record<string, string>]>([
    ['chicken breast', { vegetarian: 'is meat', vegan: 'is meat' }],
    ['anchovy', { vegetarian: 'is fish or seafood', vegan: 'contains fish' }],
    [
      'shrimp',
      {
        vegetarian: 'is fish or seafood',
        vegan: 'contains crustaceans',
        'shellfish-free': 'contains crustaceans',
      },
    ],
    [
      'mussel',
      {
        vegetarian: 'is fish or seafood',
        vegan: 'contains molluscs',
        'shellfish-free': 'contains molluscs',
      },
    ],
    ['feta', { vegan: 'contains milk', 'dairy-free': 'contains milk' }],
    [
      'parmesan',
      {
        vegetarian: 'is made with animal rennet',
        vegan: 'contains milk',
        'dairy-free': 'contains milk',
      },
    ],
    [
      'pecorino',
      {
        vegetarian: 'is made with animal rennet',
        vegan: 'contains milk',
        'dairy-free': 'contains milk',
      },
    ],
    [
      'gorgonzola',
      {
        vegetarian: 'is made with animal rennet',
        vegan: 'contains milk',
        'dairy-free': 'contains milk',
      },
    ],
    [
      'blue cheese',
      {
        vegetarian: 'is usually made with animal rennet',
        vegan: 'contains milk',
        'dairy-free': 'contains milk',
      },
    ],
    ['vegetarian blue cheese', { vegan: 'contains milk', 'dairy-free': 'contains milk' }],
    ['vegetarian hard cheese', { vegan: 'contains milk', 'dairy-free': 'contains milk' }],
    ['egg', { vegan: 'contains eggs', 'egg-free': 'contains eggs' }],
    ['honey', { vegan: 'comes from an animal' }],
    ['spaghetti', { 'gluten-free': 'contains gluten' }],
    ['walnut', { 'nut-free': 'contains tree nuts' }],
    ['peanut', { 'nut-free': 'contains peanuts' }],
    ['coconut milk', {}],
    ['tofu', {}],
    ['rice', {}],
  ])('%s breaks %j', (id, expected) => {
    expect(broken(id)).toEqual(expected);
  });

  it('reads the words that say a product was made for a need', () => {
    expect(testKitchen.dietaryNeeds.needsNamedIn('2 tbsp vegan butter')).toEqual(['vegan']);
    expect(testKitchen.dietaryNeeds.needsNamedIn('200 g Gluten-Free pasta')).toEqual([
      'gluten-free',
    ]);
    expect(testKitchen.dietaryNeeds.needsNamedIn('4 veggie sausages')).toEqual(['vegetarian']);
    expect(testKitchen.dietaryNeeds.needsNamedIn('250 ml non-dairy milk')).toEqual(['dairy-free']);
    expect(testKitchen.dietaryNeeds.needsNamedIn('2 eggs')).toEqual([]);
    expect(testKitchen.dietaryNeeds.needsNamedIn('1 tbsp vegetable oil')).toEqual([]);
  });

  it('does not hold against a product what the need it was made for rules out', () => {
    expect(broken('butter', ['vegan'])).toEqual({});
    expect(broken('sausage', ['vegetarian'])).toEqual({ vegan: 'comes from an animal' });
    expect(broken('spaghetti', ['gluten-free'])).toEqual({});
    expect(broken('parmesan', ['vegetarian'])).toEqual({
      vegan: 'contains milk',
      'dairy-free': 'contains milk',
    });
    expect(broken('egg noodle', ['gluten-free'])).toEqual({
      vegan: 'contains eggs',
      'egg-free': 'contains eggs',
    });
  });

  it('offers a vegetarian hard or blue cheese for the cheeses made with animal rennet', () => {
    const { insteadOf } = testKitchen.dietaryNeeds;
    const instead = (id: string, needs: DietaryNeed[]) =>
      insteadOf(testKitchen.ingredientById(id), needs)?.id;
    expect(instead('parmesan', ['vegetarian'])).toBe('vegetarian hard cheese');
    expect(instead('pecorino', ['gluten-free', 'vegetarian'])).toBe('vegetarian hard cheese');
    expect(instead('parmesan', ['gluten-free'])).toBeUndefined();
    expect(instead('vegetarian hard cheese', ['vegetarian'])).toBeUndefined();
    expect(instead('cheddar', ['vegetarian'])).toBeUndefined();
    expect(instead('gorgonzola', ['vegetarian'])).toBe('vegetarian blue cheese');
    expect(instead('blue cheese', ['vegetarian'])).toBe('vegetarian blue cheese');
    expect(instead('vegetarian blue cheese', ['vegetarian'])).toBeUndefined();
  });

  it('reports a file that leaves out a need or names an unknown allergen, by line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'needs-'));
    const path = join(folder, 'dietary-needs.yaml');
    const needs = dietaryNeeds
      .filter((need) => need !== 'egg-free')
      .map((need) => `  ${need}:\n    words: []`);
    needs[2] = '  gluten-free:\n    rules-out-allergens: [glutten]\n    words: []';
    writeFileSync(
      path,
      `needs:\n${needs.join('\n')}\ndiets:\n  meat: is meat\n  fish: is fish\n  vegetarian: is animal\n`,
    );
    const messages = readDietaryNeeds(path).problems.map(
      (problem) => `${problem.line}: ${problem.message}`,
    );
    expect(messages).toEqual([
      "1: missing field 'egg-free'",
      expect.stringMatching(/^7: 'rules-out-allergens' must be one of: gluten, crustaceans, /),
    ]);
  });
});
