import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitchenFiles } from './kitchen-files.ts';
import { readNutrition } from './read-nutrition.ts';
import { testData, testKitchen } from '../../../tests/support/test-kitchen.ts';

const realText = readFileSync(kitchenFiles.nutrition, 'utf8');

/** The real file with `change` made to its text, written where a test can read it. */
function changedFile(change: (text: string) => string): { path: string; text: string } {
  const path = join(mkdtempSync(join(tmpdir(), 'chef-claude-nutrition-')), 'nutrition.yaml');
  const text = change(realText);
  writeFileSync(path, text);
  return { path, text };
}

const lineOf = (text: string, start: string) =>
  text.split('\n').findIndex((line) => line.startsWith(start)) + 1;

/** The egg's entry, from its key to the next entry's. */
const eggEntry = /^egg:\n(?: .*\n)+/m;

describe('reading nutrition.yaml', () => {
  it('reads the real file without a problem', () => {
    const reading = readNutrition(kitchenFiles.nutrition, testKitchen.ingredients);
    expect(reading.problems).toEqual([]);
    expect(Object.keys(reading.value ?? {})).toHaveLength(testKitchen.ingredients.length);
  });

  it('reports a catalogue ingredient the file leaves out', () => {
    const { path } = changedFile((text) => text.replace(eggEntry, ''));
    const reading = readNutrition(path, testKitchen.ingredients);
    expect(reading.problems).toEqual([
      {
        file: relative(process.cwd(), path),
        line: 1,
        message: "no entry for the ingredient 'egg'",
      },
    ]);
  });

  it('reports an entry that is no catalogue ingredient on its line, with a did-you-mean', () => {
    const { path, text } = changedFile((text) => text.replace(/^egg:$/m, 'eggs:'));
    const reading = readNutrition(path, testKitchen.ingredients);
    const file = relative(process.cwd(), path);
    expect(reading.problems).toEqual([
      {
        file,
        line: lineOf(text, 'eggs:'),
        message: "unknown ingredient id 'eggs'; did you mean 'egg'?",
      },
      { file, line: 1, message: "no entry for the ingredient 'egg'" },
    ]);
  });

  it('reports a value that breaks the schema on its line', () => {
    const { path, text } = changedFile((text) =>
      text.replace(/^(egg:\n(?: .*\n)*?) {4}kcal: 143$/m, '$1    kcal: lots'),
    );
    const reading = readNutrition(path, testKitchen.ingredients);
    expect(reading.problems).toContainEqual(
      expect.objectContaining({ line: lineOf(text, '    kcal: lots') }),
    );
  });
});

describe('the nutrition data', () => {
  const foods = Object.entries(testData.kitchen.nutrition).flatMap(([id, entry]) =>
    'nothing' in entry ? [] : [{ id, ...entry }],
  );

  // Alcohol carries 6.9 kcal/g that no Atwater factor counts (wine, beer, vanilla extract), so
  // those entries are left out.
  it("gives energy that agrees with protein, fat and carbohydrate by the food's own Atwater factors within 5 % for at least 95 % of entries", () => {
    const withoutAlcohol = foods.filter((food) => !food['per-100g'].alcohol);
    const disagreeing = withoutAlcohol.filter((food) => {
      const values = food['per-100g'];
      const factors = food.atwater;
      const worked =
        values.protein * factors.protein +
        values.fat * factors.fat +
        values.carbohydrate * factors.carbohydrate;
      return Math.abs(worked - values.kcal) > 0.05 * values.kcal;
    });
    // Vinegar's energy is its acetic acid, which no factor counts either.
    expect(disagreeing.length / withoutAlcohol.length).toBeLessThanOrEqual(0.05);
  });

  it('counts only water as nothing', () => {
    expect(
      Object.entries(testData.kitchen.nutrition)
        .filter(([, entry]) => 'nothing' in entry)
        .map(([id]) => id),
    ).toEqual(['water']);
    expect(testKitchen.nutritionOf(testKitchen.ingredientById('water'))).toBeUndefined();
  });

  const nutritionOf = (id: string) => testKitchen.nutritionOf(testKitchen.ingredientById(id));

  it.each([
    ['egg', 'kcal', 143, 1],
    ['egg', 'piece', 50, 1],
    ['flour', 'cup', 125, 1],
    ['olive oil', 'tbsp', 13.5, 0.1],
    ['butter', 'tbsp', 14.2, 0.1],
    ['garlic', 'piece', 3, 0.1],
    ['onion', 'piece', 110, 5],
    ['spaghetti', 'kcal', 371, 5],
    ['chicken breast', 'kcal', 114, 5],
  ] as const)('gives %s %s about %d, as a cook would expect', (id, what, expected, within) => {
    const nutrition = nutritionOf(id);
    const value = what === 'kcal' ? nutrition?.per100g.kcal : nutrition?.grams[what];
    expect(value).toBeGreaterThanOrEqual(expected - within);
    expect(value).toBeLessThanOrEqual(expected + within);
  });

  it('gives salt its sodium, though it has no energy', () => {
    expect(nutritionOf('salt')?.per100g).toMatchObject({ kcal: 0, sodiumMg: 38758 });
  });
});
