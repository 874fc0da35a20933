import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readDataFiles } from '../../src/server/read-data-files.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data files read once for the whole run, as JSON; absent when a file is bad. */
    dataSnapshotPath: string | undefined;
  }
}

/**
 * Vitest global setup: reads and checks the ingredient catalogue, the cookbook and the kitchen's
 * knowledge files once per run, as `npm run build` does (scripts/build-server-data.mjs), so each
 * test file parses JSON in milliseconds instead of reading the YAML and Markdown again (half a
 * second a file). With a bad data file it provides nothing, and every file reads the files
 * itself and fails with their problems.
 */
export default function readDataOnce(project: TestProject): (() => void) | undefined {
  const { snapshot } = readDataFiles();
  if (!snapshot) {
    project.provide('dataSnapshotPath', undefined);
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'chef-claude-test-data-'));
  const path = join(folder, 'data-snapshot.json');
  writeFileSync(path, JSON.stringify(snapshot));
  project.provide('dataSnapshotPath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
