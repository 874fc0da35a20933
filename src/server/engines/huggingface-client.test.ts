import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as library from '@huggingface/inference';
import { describe, expect, it } from 'vitest';
import { chatCompletionStream, InferenceClientProviderApiError } from './huggingface-client.ts';

describe('the pieces of @huggingface/inference the server loads', () => {
  it('are the very streamed chat and provider error that the package exports', () => {
    expect(chatCompletionStream).toBe(library.chatCompletionStream);
    expect(InferenceClientProviderApiError).toBe(library.InferenceClientProviderApiError);
  });

  it(
    'leave out the rest of the library: its entry, its other tasks, its snippets and their packages',
    { timeout: 30_000 },
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'chef-model-client-'));
      try {
        // A loader hook of Node's own that writes down every module the engine's import loads.
        const loaded = join(folder, 'loaded.txt');
        await writeFile(
          join(folder, 'hooks.mjs'),
          `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(loaded)}, url + '\\n');
  return next(url, context);
}`,
        );
        await writeFile(
          join(folder, 'register.mjs'),
          `import { register } from 'node:module';
register(${JSON.stringify(new URL(`file://${join(folder, 'hooks.mjs')}`).href)});`,
        );
        const engine = new URL('./huggingface-engine.ts', import.meta.url).pathname;
        await promisify(execFile)(
          process.execPath,
          [
            '--import',
            'tsx',
            '--import',
            join(folder, 'register.mjs'),
            '--input-type=module',
            '--eval',
            `await import(${JSON.stringify(engine)});`,
          ],
          { cwd: new URL('../../..', import.meta.url).pathname },
        );
        const urls = (await readFile(loaded, 'utf8')).split('\n');
        const fromLibrary = urls.filter((url) => url.includes('/node_modules/@huggingface/'));
        expect(fromLibrary).toContainEqual(
          expect.stringContaining('/inference/dist/esm/tasks/nlp/chatCompletionStream.js'),
        );
        expect(fromLibrary).not.toContainEqual(
          expect.stringContaining('/inference/dist/esm/index.js'),
        );
        expect(fromLibrary).not.toContainEqual(expect.stringContaining('/snippets/'));
        expect(fromLibrary).not.toContainEqual(expect.stringContaining('/@huggingface/tasks/'));
        expect(fromLibrary).not.toContainEqual(expect.stringContaining('/@huggingface/jinja/'));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
