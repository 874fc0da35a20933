import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type AppDependencies } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

/** A built page stand-in, so server tests do not depend on `vite build`. */
export const testClientDir = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'chef-claude-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Chef Claude</title><div id="root"></div>',
  );
  return dir;
})();

/** Everything the server logged, as text. */
export class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.text += chunk.toString();
    done();
  }
  get lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

/** The app with a test configuration: built-in cookbook, no rate limits, unless `environment` says so. */
export async function buildTestApp(
  environment: Record<string, string> = {},
  logs?: LogCapture,
  dependencies: Pick<AppDependencies, 'readiness'> = {},
) {
  const config = loadConfig({
    LOG_LEVEL: logs ? 'info' : 'silent',
    RECIPE_RATE_LIMIT: '0',
    RECIPE_GLOBAL_RATE_LIMIT: '0',
    ...environment,
  });
  return buildApp(config, {
    clientDir: testClientDir,
    ...(logs ? { logStream: logs } : {}),
    ...dependencies,
  });
}
