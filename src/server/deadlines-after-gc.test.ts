import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// A timeout signal that only an `AbortSignal.any` refers to can be collected before it fires
// (nodejs/node#57736): each deadline is run in a process of its own that forces collections.
const runFile = promisify(execFile);

/** Runs an ES module in a Node process with `gc()`, and parses the JSON line it prints. */
async function runWithGc(source: string): Promise<unknown> {
  const { stdout } = await runFile(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '--eval', source],
    { cwd: import.meta.dirname, timeout: 20_000 },
  );
  return JSON.parse(stdout);
}

const collectGarbage = `
  for (let round = 0; round < 5; round += 1) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
`;

describe('deadlines after a garbage collection', { timeout: 30_000 }, () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('the total deadline still ends the recipe', async () => {
    const result = await runWithGc(`
      import { startRecipeLifetime } from './recipes/recipe-lifetime.ts';
      import { abortFailure } from './engines/abort-failure.ts';
      const ended = new Promise((resolve) => {
        globalThis.lifetime = startRecipeLifetime(300, () => resolve(true));
      });
      ${collectGarbage}
      const outcome = await Promise.race([
        ended,
        new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
      ]);
      console.log(JSON.stringify({ ended: outcome, kind: abortFailure(globalThis.lifetime.signal).kind }));
    `);
    expect(result).toEqual({ ended: true, kind: 'model-timeout' });
  });

  it('the model check still gives up on a server that never answers', async () => {
    server = createServer(() => {});
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await runWithGc(`
      import { checkModelServed } from './engines/check-model-served.ts';
      const lines = [];
      const log = { debug: (...line) => lines.push(line), info() {}, warn() {} };
      const check = checkModelServed({
        endpointUrl: 'http://127.0.0.1:${port}',
        token: undefined,
        model: 'some-model',
        timeoutMs: 300,
        log,
      });
      ${collectGarbage}
      const done = await Promise.race([
        check.done.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
      ]);
      console.log(JSON.stringify({ done, reason: lines[0]?.[0]?.reason }));
      process.exit(0);
    `);
    expect(result).toEqual({ done: true, reason: 'no answer within 300 ms' });
  });

  it('the first-text deadline still gives up on a model that never answers', async () => {
    server = createServer(() => {});
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const result = await runWithGc(`
      import { createHuggingFaceEngine } from './engines/huggingface-engine.ts';
      import { modelResponseBounds } from './engines/bounded-fetch.ts';
      import { RecipeFailure } from './engines/recipe-failure.ts';
      const engine = createHuggingFaceEngine({
        endpointUrl: 'http://127.0.0.1:${port}',
        token: undefined,
        model: 'some-model',
        responseBounds: modelResponseBounds,
        firstTextTimeoutMs: 300,
      });
      const request = new AbortController();
      const written = (async () => {
        try {
          await engine.writeRecipe({ ingredients: ['eggs'] }, request.signal, () => undefined);
          return 'ended';
        } catch (error) {
          return RecipeFailure.from(error).kind;
        }
      })();
      ${collectGarbage}
      const outcome = await Promise.race([
        written,
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000)),
      ]);
      console.log(JSON.stringify({ outcome }));
      process.exit(0);
    `);
    expect(result).toEqual({ outcome: 'model-timeout' });
  });

  it('a visitor who stopped reading is still dropped', async () => {
    const result = await runWithGc(`
      import { PassThrough, Readable } from 'node:stream';
      import { dropStalledClient } from './recipes/drop-stalled-client.ts';
      const events = new Readable({ read() {} });
      const response = new PassThrough();
      const dropped = new Promise((resolve) => response.on('close', () => resolve(true)));
      dropStalledClient(events, response, 300);
      events.emit('pause');
      ${collectGarbage}
      const outcome = await Promise.race([
        dropped,
        new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
      ]);
      console.log(JSON.stringify({ dropped: outcome }));
      process.exit(0);
    `);
    expect(result).toEqual({ dropped: true });
  });
});
