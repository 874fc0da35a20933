import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { LogCapture } from './log-capture.ts';
import { testData } from './test-kitchen.ts';

/** A built page stand-in, so server tests do not depend on `vite build`. */
export const testClientDir = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'chef-claude-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Chef Claude</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Chef Claude"}');
  return dir;
})();

/**
 * The app with a test configuration: built-in cookbook, no rate limits, unless `environment` says
 * so. It is closed when the test that built it (in its body or a `beforeEach`) has finished.
 */
export async function buildTestApp(
  environment: Record<string, string> = {},
  logs?: LogCapture,
  dependencies: Pick<AppDependencies, 'readiness'> = {},
) {
  const config = loadConfig({
    LOG_LEVEL: logs ? 'info' : 'silent',
    RECIPE_RATE_LIMIT: '0',
    RECIPE_GLOBAL_RATE_LIMIT: '0',
    RECIPE_COOKBOOK_RATE_LIMIT: '0',
    ...environment,
  });
  const app = await buildApp(config, testData, {
    clientDir: testClientDir,
    ...(logs ? { logStream: logs } : {}),
    ...dependencies,
  });
  onTestFinished(() => app.close());
  return app;
}
