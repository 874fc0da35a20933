import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';

const runFile = promisify(execFile);

// The first use of the web's fetch classes (`Response`, `Headers`, `Request`, `FormData`) loads
// Node's whole fetch implementation, about 12 MiB held for the life of the process: the model's
// calls are made without them (bounded-fetch.ts). Run in a process of its own, which starts clean.
// The model is faked in this process: the child imports nothing but the server's own code.
describe('a model configured', () => {
  let model: FakeModelServer | undefined;
  afterEach(() => model?.close());

  it('checks the model and streams a recipe without loading Node’s fetch implementation', async () => {
    model = await startFakeModelServer();
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
        // Node 24 loads it to import 'node:http' as a module (its WebSocket): what the calls load.
        const loadedBefore = new Set(process.moduleLoadList);
        const url = ${JSON.stringify(model.url)};
        const log = { debug() {}, info() {}, warn() {} };
        const check = checkModelServed({
          endpointUrl: url, token: 'hf_x', model: 'some-model', timeoutMs: 5000, log,
        });
        await check.done;
        const engine = createHuggingFaceEngine({
          token: 'hf_x', endpointUrl: url, model: 'some-model',
          responseBounds: modelResponseBounds, firstTextTimeoutMs: 5000,
        });
        let text = '';
        await engine.writeRecipe({ ingredients: ['eggs'] }, new AbortController().signal, (delta) => {
          if (delta.type === 'text') text += delta.text;
          return undefined;
        });
        const loaded = process.moduleLoadList.filter(
          (name) => name.includes('undici') && !loadedBefore.has(name),
        );
        console.log(JSON.stringify({ text, loaded }));
        // The model's kept-alive connection would keep the process alive.
        process.exit(0);
        `,
      ],
      { cwd: import.meta.dirname, timeout: 20_000 },
    );
    const result = JSON.parse(stdout) as { text: string; loaded: string[] };
    expect(model.modelListRequests).toHaveLength(1);
    expect(result.text).toMatch(/^## Tomato Basil Pasta/);
    expect(result.loaded).toEqual([]);
  });
});
