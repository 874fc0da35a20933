import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDataProblem } from './kitchen/data-problem.ts';
import { readDataFiles, sourceDataFiles } from './load-data.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('readDataFiles', () => {
  it('gives what the server starts with when every file is good', () => {
    const { problems, data } = readDataFiles();
    expect(problems).toEqual([]);
    expect(data?.recipes.length).toBeGreaterThan(400);
    expect(data?.ingredients.length).toBeGreaterThan(200);
    expect(Object.keys(data?.kitchen ?? {}).sort()).toEqual([
      'allergens',
      'dietaryNeeds',
      'foodSafety',
      'notFood',
      'nutrition',
    ]);
  });

  it('gives no data, and the problem, when one kitchen file is bad', () => {
    const folder = mkdtempSync(join(tmpdir(), 'chef-claude-data-'));
    folders.push(folder);
    const notFood = join(folder, 'not-food.yaml');
    const text = readFileSync(sourceDataFiles.kitchen.notFood, 'utf8');
    writeFileSync(notFood, text.replace('  kind: a household chemical\n', ''));
    const reading = readDataFiles({
      ...sourceDataFiles,
      kitchen: { ...sourceDataFiles.kitchen, notFood },
    });
    expect(reading.data).toBeUndefined();
    expect(reading.problems.map(formatDataProblem)).toEqual([
      expect.stringMatching(/not-food\.yaml:\d+: missing field 'kind'$/),
    ]);
  });
});
