import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const runFile = promisify(execFile);

// The first use of the web's fetch classes (`Response`, `Headers`, `Request`, `FormData`) loads
// Node's whole fetch implementation, about 12 MiB held for the life of the process: the model's
// calls are made without them (bounded-fetch.ts). Run in a process of its own, which starts clean.
describe('a model configured', () => {
  it('checks the model and streams a recipe without loading Node’s fetch implementation', async () => {
    const { stdout } = await runFile(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        `
        import { modelResponseBounds } from './bounded-fetch.ts';
        import { checkModelServed } from './check-model-served.ts';
        import { createHuggingFaceEngine } from './huggingface-engine.ts';
        import { startFakeModelServer } from '../../../tests/support/fake-model-server.ts';
        const model = await startFakeModelServer();
        const log = { debug() {}, info() {}, warn() {} };
        const check = checkModelServed({
          endpointUrl: model.url, token: 'hf_x', model: 'some-model', timeoutMs: 5000, log,
        });
        await check.done;
        const engine = createHuggingFaceEngine({
          token: 'hf_x', endpointUrl: model.url, model: 'some-model',
          responseBounds: modelResponseBounds, firstTextTimeoutMs: 5000,
        });
        let text = '';
        await engine.writeRecipe({ ingredients: ['eggs'] }, new AbortController().signal, (delta) => {
          if (delta.type === 'text') text += delta.text;
          return undefined;
        });
        await model.close();
        const loaded = process.moduleLoadList.filter((name) => name.includes('undici'));
        console.log(JSON.stringify({ checked: model.modelListRequests.length, text, loaded }));
        `,
      ],
      { cwd: import.meta.dirname, timeout: 20_000 },
    );
    const result = JSON.parse(stdout) as { checked: number; text: string; loaded: string[] };
    expect(result.checked).toBe(1);
    expect(result.text).toMatch(/^## Tomato Basil Pasta/);
    expect(result.loaded).toEqual([]);
  });
});
