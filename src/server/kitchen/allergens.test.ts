import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allergenIds } from './allergen-schema.ts';
import { allergensOf } from './allergens.ts';
import { readAllergens } from './read-allergens.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

const spotted = (id: string) =>
  allergensOf(testKitchen.allergens, testKitchen.ingredientById(id)).map((allergen) => allergen.id);

describe('the allergen list', () => {
  it('holds the EU’s 14 major allergens, in the regulation’s order, with their names', () => {
    expect(testKitchen.allergens.map((allergen) => allergen.name)).toEqual([
      'cereals containing gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'tree nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphites',
      'lupin',
      'molluscs',
    ]);
  });

  it.each([
    ['flour', ['gluten']],
    ['spaghetti', ['gluten']],
    ['egg noodle', ['gluten', 'eggs']],
    ['filled pasta', ['gluten', 'eggs', 'milk']],
    ['tortellini', ['gluten', 'eggs', 'milk']],
    ['ravioli', ['gluten', 'eggs', 'milk']],
    ['cappelletti', ['gluten', 'eggs', 'milk']],
    ['agnolotti', ['gluten', 'eggs', 'milk']],
    ['seitan', ['gluten', 'soybeans']],
    ['rice noodle', []],
    ['shrimp', ['crustaceans']],
    ['egg', ['eggs']],
    ['mayonnaise', ['eggs']],
    ['salmon', ['fish']],
    ['worcestershire sauce', ['gluten', 'fish']],
    ['peanut butter', ['peanuts']],
    ['tofu', ['soybeans']],
    ['soy sauce', ['gluten', 'soybeans']],
    ['feta', ['milk']],
    ['butter', ['milk']],
    ['coconut milk', []],
    ['oat milk', ['gluten']],
    ['almond milk', ['tree-nuts']],
    ['pesto', ['milk', 'tree-nuts']],
    ['walnut', ['tree-nuts']],
    ['celery', ['celery']],
    ['vegetable stock', ['celery']],
    ['mustard', ['mustard']],
    ['tahini', ['sesame']],
    ['red wine', ['sulphites']],
    ['mussel', ['molluscs']],
    ['chicken breast', []],
    ['tomato', []],
  ])('spots in %s: %j', (id, expected) => {
    expect(spotted(id)).toEqual(expected);
  });

  it('reports a file that lacks an allergen or names an unknown ingredient, by line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'allergens-'));
    const path = join(folder, 'allergens.yaml');
    const entries = allergenIds
      .filter((id) => id !== 'lupin')
      .map((id) => `${id}:\n  name: ${id}\n  short: ${id}\n  ingredients: []`);
    entries[0] =
      'gluten:\n  name: gluten\n  short: gluten\n  ingredients:\n    - flour\n    - spagetti';
    writeFileSync(path, entries.join('\n'));
    const messages = readAllergens(path, testKitchen.ingredients).problems.map(
      (problem) => `${problem.line}: ${problem.message}`,
    );
    expect(messages).toEqual(["1: missing field 'lupin'"]);

    writeFileSync(
      path,
      [...entries, 'lupin:\n  name: lupin\n  short: lupin\n  ingredients: []'].join('\n'),
    );
    const unknown = readAllergens(path, testKitchen.ingredients).problems;
    expect(unknown).toEqual([
      {
        file: expect.stringMatching(/allergens\.yaml$/),
        line: 6,
        message: "unknown ingredient id 'spagetti'; did you mean 'spaghetti'?",
      },
    ]);
  });
});
