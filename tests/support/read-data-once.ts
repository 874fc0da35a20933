import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readCookbook } from '../../src/server/engines/cookbook/read-cookbook.ts';
import { recipesFolder } from '../../src/server/engines/cookbook/recipes-folder.ts';
import { ingredientsFolder } from '../../src/server/kitchen/ingredients-folder.ts';
import { readIngredientCatalog } from '../../src/server/kitchen/read-ingredient-catalog.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The catalogue and cookbook read once for the whole run, as JSON; absent when a file is bad. */
    dataSnapshotPath: string | undefined;
  }
}

/**
 * Vitest global setup: reads and checks the ingredient catalogue and the cookbook once per run,
 * as `npm run build` does, so each test file parses JSON in milliseconds instead of reading the
 * YAML and Markdown again (half a second a file). With a bad data file it provides nothing, and
 * every file reads the files itself and fails with their problems.
 */
export default function readDataOnce(project: TestProject): (() => void) | undefined {
  const catalogue = readIngredientCatalog(ingredientsFolder);
  const cookbook = readCookbook(recipesFolder, catalogue.ingredients);
  if (catalogue.problems.length > 0 || cookbook.problems.length > 0) {
    project.provide('dataSnapshotPath', undefined);
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'chef-claude-test-data-'));
  const path = join(folder, 'data-snapshot.json');
  const snapshot = { ingredients: catalogue.ingredients, recipes: cookbook.recipes };
  writeFileSync(path, JSON.stringify(snapshot));
  project.provide('dataSnapshotPath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
