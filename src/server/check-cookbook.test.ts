import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDataProblem } from './kitchen/data-problem.ts';
import { ingredientsFolder } from './kitchen/ingredients-folder.ts';
import { kitchenFiles } from './kitchen/kitchen-files.ts';
import { checkCookbook, describeCookbookCheck } from './check-cookbook.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes files under a new temporary folder; returns the folder. */
function writeFiles(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'cookbook-check-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

/** The problems in files under `folder`, named relative to it. */
const problemsIn = (folder: string, check: ReturnType<typeof checkCookbook>) =>
  check.problems
    .map(formatDataProblem)
    .filter((line) => line.startsWith(`${relative('.', folder)}/`))
    .map((line) => line.replaceAll(`${relative('.', folder)}/`, ''));

/** The project's kitchen knowledge files copied to a new folder, `change` applied to each text. */
function copyKitchenFiles(change: (name: string, text: string) => string) {
  const texts = Object.values(kitchenFiles).map((path) => {
    const name = basename(path);
    return [name, change(name, readFileSync(path, 'utf8'))];
  });
  const folder = writeFiles(Object.fromEntries(texts));
  const files = Object.fromEntries(
    Object.entries(kitchenFiles).map(([key, path]) => [key, join(folder, basename(path))]),
  ) as Record<keyof typeof kitchenFiles, string>;
  return { folder, files };
}

/** The 1-based number of the first line of `text` that is exactly `line`. */
const lineOf = (text: string, line: string) => text.split('\n').indexOf(line) + 1;

const goodPie = `---
title: Chicken and Leek Pie
category: pie
cuisine: British
serves: 4
minutes: 90
ingredients:
  - id: chicken thigh
    line: 600 g boneless chicken thighs, in large pieces
  - id: leek
    line: 2 leeks, sliced
  - id: puff pastry
    line: 1 sheet ready-rolled puff pastry (320 g)
---

1. Heat the oven to 200 °C (180 °C fan).
2. Soften the leeks, brown the chicken, top with the pastry and bake for 30 minutes.
`;

describe('npm run check:cookbook', () => {
  it('finds nothing wrong in the catalogue, cookbook and kitchen files as they are, and counts each category', () => {
    const check = checkCookbook();
    expect(check.problems.map(formatDataProblem)).toEqual([]);
    expect(check.ingredientCount).toBeGreaterThanOrEqual(280);
    const report = describeCookbookCheck(check);
    expect(report).toMatch(/^Cookbook: \d+ recipes$/m);
    expect(report).toMatch(
      /^Kitchen knowledge: allergens\.yaml, dietary-needs\.yaml, food-safety\.yaml, not-food\.yaml, nutrition\.yaml$/m,
    );
    expect(report).toMatch(/^ {2}stew +\d+$/m);
    expect(report).toMatch(/No problems\.$/);
  });

  it('names the file and line of an unknown ingredient id, with the id meant', () => {
    const recipes = writeFiles({
      'pies-and-bakes/chicken-and-leek-pie.md': goodPie
        .replace('id: chicken thigh', 'id: chicken thighs')
        .replace('id: leek', 'id: leeek'),
    });
    const check = checkCookbook({ ingredients: ingredientsFolder, recipes });
    expect(problemsIn(recipes, check)).toEqual([
      "pies-and-bakes/chicken-and-leek-pie.md:8: unknown ingredient id 'chicken thighs'; did you mean 'chicken thigh'?",
      "pies-and-bakes/chicken-and-leek-pie.md:10: unknown ingredient id 'leeek'; did you mean 'leek'?",
    ]);
    expect(describeCookbookCheck(check)).toMatch(/2 problems\.$/);
  });

  it('names the line of a category that is not its folder’s, a missing field and a misnumbered step', () => {
    const recipes = writeFiles({
      'mains/chicken-and-leek-pie.md': goodPie
        .replace('cuisine: British\n', '')
        .replace('2. Soften', '3. Soften'),
    });
    const check = checkCookbook({ ingredients: ingredientsFolder, recipes });
    expect(problemsIn(recipes, check)).toEqual([
      "mains/chicken-and-leek-pie.md:2: missing field 'cuisine'",
      'mains/chicken-and-leek-pie.md:16: step 2 is numbered 3',
    ]);
    const placed = writeFiles({ 'mains/chicken-and-leek-pie.md': goodPie });
    expect(
      problemsIn(placed, checkCookbook({ ingredients: ingredientsFolder, recipes: placed })),
    ).toEqual(["mains/chicken-and-leek-pie.md:3: category 'pie' is not the folder's: 'main'"]);
  });

  it("names the line of a 'not-needed-with' that names no other line of the recipe", () => {
    const recipes = writeFiles({
      'pies-and-bakes/chicken-and-leek-pie.md': goodPie.replace(
        '    line: 2 leeks, sliced\n',
        '    line: 2 leeks, sliced\n    not-needed-with: [leek, onion]\n',
      ),
    });
    const check = checkCookbook({ ingredients: ingredientsFolder, recipes });
    expect(problemsIn(recipes, check)).toEqual([
      "pies-and-bakes/chicken-and-leek-pie.md:12: 'not-needed-with' names 'leek', which is not another line of this recipe",
      "pies-and-bakes/chicken-and-leek-pie.md:12: 'not-needed-with' names 'onion', which is not another line of this recipe",
    ]);
  });

  it('finds a title used twice and a line that does not name its ingredient', () => {
    const recipes = writeFiles({
      'pies-and-bakes/chicken-and-leek-pie.md': goodPie,
      'pies-and-bakes/chicken-pie.md': goodPie.replace(
        'line: 2 leeks, sliced',
        'line: 2 onions, sliced',
      ),
    });
    const check = checkCookbook({ ingredients: ingredientsFolder, recipes });
    expect(problemsIn(recipes, check)).toEqual([
      "pies-and-bakes/chicken-pie.md:11: the line does not name 'leek' (nor its name or an alias): check the id",
      "pies-and-bakes/chicken-pie.md:2: the title 'Chicken and Leek Pie' is already used by pies-and-bakes/chicken-and-leek-pie.md:2",
    ]);
  });

  it('names the file and line of a bad catalogue entry', () => {
    const ingredients = writeFiles({
      'meat.yaml': [
        'chicken:',
        '  role: protein',
        '  diet: meat',
        '  taste: savory',
        '  portion: 2 chicken breasts',
        'chicken thigh:',
        '  role: meat',
        '  diet: meat',
        '  taste: savory',
        '  kind-of: chiken',
        '  portion: 4 chicken thighs',
        '  aliases: [chicken]',
        '',
      ].join('\n'),
    });
    const check = checkCookbook({ ingredients, recipes: writeFiles({}) });
    expect(problemsIn(ingredients, check)).toEqual([
      "meat.yaml:7: 'role' must be one of: protein, vegetable, greens, starch, aromatic, herb, spice, dairy, fruit, nut, sauce, sweet, baking, fat, liquid",
    ]);
    const fixed = writeFiles({
      'meat.yaml': [
        'chicken:',
        '  role: protein',
        '  diet: meat',
        '  taste: savory',
        '  portion: 2 chicken breasts',
        'chicken thigh:',
        '  role: protein',
        '  diet: meat',
        '  taste: savory',
        '  kind-of: chiken',
        '  portion: 4 chicken thighs',
        '  aliases: [chicken]',
        '  called-as-typed: [chicken, thigh]',
        '  typed-alone: [chicken]',
        '',
      ].join('\n'),
    });
    expect(
      problemsIn(fixed, checkCookbook({ ingredients: fixed, recipes: writeFiles({}) })),
    ).toEqual([
      "meat.yaml:12: 'chicken' already names 'chicken'; a name belongs to one id",
      "meat.yaml:14: 'chicken' already names 'chicken'; a name belongs to one id",
      "meat.yaml:13: 'thigh' is not one of its aliases",
      "meat.yaml:10: unknown kind-of id 'chiken'; did you mean 'chicken'?",
    ]);
  });

  it('names the file and line of a problem in the kitchen knowledge files', () => {
    const allergens = readFileSync(kitchenFiles.allergens, 'utf8');
    const notFood = readFileSync(kitchenFiles.notFood, 'utf8');
    const { folder, files } = copyKitchenFiles((name, text) => {
      if (name === 'allergens.yaml') return text.replace('    - spaghetti\n', '    - spagetti\n');
      if (name === 'not-food.yaml') return text.replace('  kind: a household chemical\n', '');
      return text;
    });
    const check = checkCookbook({ kitchen: files });
    expect(problemsIn(folder, check)).toEqual([
      `allergens.yaml:${lineOf(allergens, '    - spaghetti')}: unknown ingredient id 'spagetti'; did you mean 'spaghetti'?`,
      `not-food.yaml:${lineOf(notFood, 'bleach:')}: missing field 'kind'`,
    ]);
    expect(check.problems).toHaveLength(2);
    expect(describeCookbookCheck(check)).toMatch(/2 problems\.$/);
  });
});
