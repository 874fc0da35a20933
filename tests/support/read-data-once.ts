import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readDataFiles } from '../../src/server/load-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data files read once for the whole run, as JSON; absent when a file is bad. */
    serverDataPath: string | undefined;
  }
}

/**
 * Vitest global setup: reads and checks every data file once per run, as `npm run build` does
 * (scripts/build-server-data.mjs), so each test file's `loadData` parses JSON in milliseconds
 * instead of reading the YAML and Markdown again (half a second a file). With a bad data file it
 * provides nothing, and every file reads the files itself and fails with their problems.
 */
export default function readDataOnce(project: TestProject): (() => void) | undefined {
  const { data } = readDataFiles();
  if (!data) {
    project.provide('serverDataPath', undefined);
    return undefined;
  }
  const folder = mkdtempSync(join(tmpdir(), 'chef-claude-test-data-'));
  const path = join(folder, 'server-data.json');
  writeFileSync(path, JSON.stringify(data));
  project.provide('serverDataPath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
