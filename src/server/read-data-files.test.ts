import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDataProblem } from './kitchen/data-problem.ts';
import { readDataFiles, sourceDataFiles } from './read-data-files.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('readDataFiles', () => {
  it('gives what the server starts with when every file is good', () => {
    const { problems, snapshot } = readDataFiles();
    expect(problems).toEqual([]);
    expect(snapshot?.recipes.length).toBeGreaterThan(400);
    expect(snapshot?.ingredients.length).toBeGreaterThan(200);
    expect(Object.keys(snapshot?.kitchen ?? {}).sort()).toEqual([
      'allergens',
      'dietaryNeeds',
      'foodSafety',
      'notFood',
    ]);
  });

  it('gives no snapshot, and the problem, when one kitchen file is bad', () => {
    const folder = mkdtempSync(join(tmpdir(), 'chef-claude-data-'));
    folders.push(folder);
    const notFood = join(folder, 'not-food.yaml');
    const text = readFileSync(sourceDataFiles.kitchen.notFood, 'utf8');
    writeFileSync(notFood, text.replace('  kind: a household chemical\n', ''));
    const reading = readDataFiles({
      ...sourceDataFiles,
      kitchen: { ...sourceDataFiles.kitchen, notFood },
    });
    expect(reading.snapshot).toBeUndefined();
    expect(reading.problems.map(formatDataProblem)).toEqual([
      expect.stringMatching(/not-food\.yaml:\d+: missing field 'kind'$/),
    ]);
  });
});
