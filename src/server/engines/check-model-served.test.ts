import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canaryToken } from '../../../tests/support/canary-token.ts';
import {
  startFakeModelServer,
  type FakeModelList,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe } from '../../../tests/support/recipe-requests.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { modelListUrl } from './check-model-served.ts';

let upstream: FakeModelServer;
let app: FastifyInstance;
let logs: LogCapture;

beforeEach(() => {
  logs = new LogCapture();
});
afterEach(async () => {
  await upstream?.close();
});

async function startApp(modelList: FakeModelList, environment: Record<string, string> = {}) {
  upstream = await startFakeModelServer({}, modelList);
  app = await buildTestApp(
    {
      HF_TOKEN: canaryToken,
      HF_ENDPOINT_URL: upstream.url,
      LOG_LEVEL: 'debug',
      ...environment,
    },
    logs,
  );
  return app;
}

async function readiness() {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() as unknown };
}

// A cap on polling, not a timing: the first request of a test process can be slow on a busy machine.
const patiently = { timeout: 10_000 };

/** `/readyz` once the model check has settled. */
async function settledReadiness(served: boolean | 'unknown', model: string) {
  await vi.waitFor(
    async () =>
      expect(await readiness()).toEqual({
        status: 200,
        body: { status: 'ready', model: { name: model, served } },
      }),
    patiently,
  );
}

const listRequested = () =>
  vi.waitFor(() => expect(upstream.modelListRequests).toHaveLength(1), patiently);

const warnings = () => logs.lines.filter((line) => line.level === 40);
const spec = 'mistralai/Mixtral-8x7B-Instruct-v0.1';

describe('at start-up, the server asks the model server which models it serves', () => {
  it('finds the model listed: /readyz says served, no warning', async () => {
    await startApp({});
    await settledReadiness(true, spec);
    expect(upstream.modelListRequests).toHaveLength(1);
    expect(upstream.modelListRequests[0]?.headers.authorization).toBe(`Bearer ${canaryToken}`);
    expect(warnings()).toEqual([]);
  });

  it.each([
    [
      'a router suffix',
      'meta-llama/Llama-3.1-8B-Instruct:groq',
      ['meta-llama/Llama-3.1-8B-Instruct'],
    ],
    [
      'a router policy',
      'meta-llama/Llama-3.1-8B-Instruct:fastest',
      ['meta-llama/Llama-3.1-8B-Instruct'],
    ],
    ['an Ollama tag', 'mixtral:8x7b', ['llama3.1:8b', 'mixtral:8x7b']],
    ['an Ollama name without a tag', 'mixtral', ['mixtral:latest']],
  ])('finds a model named with %s', async (_name, model, models) => {
    await startApp({ models }, { RECIPE_MODEL: model });
    await settledReadiness(true, model);
    expect(warnings()).toEqual([]);
  });

  it('warns once, naming the model and a few that are served, when it is not listed', async () => {
    const models = [
      'openai/gpt-oss-120b',
      'meta-llama/Llama-3.1-8B-Instruct',
      'mistralai/Mistral-7B-Instruct-v0.3',
      'Qwen/Qwen2.5-7B-Instruct',
      'deepseek-ai/DeepSeek-R1',
      'google/gemma-3-27b-it',
      'mistralai/Mistral-Small-3.1-24B-Instruct-2503',
    ];
    await startApp({ models });
    await settledReadiness(false, spec);
    expect(warnings()).toHaveLength(1);
    const [warning] = warnings();
    expect(warning).toMatchObject({ model: spec });
    expect(warning?.msg).toContain(
      `RECIPE_MODEL "${spec}" is not among the 7 models served at ${upstream.url}/v1/models`,
    );
    const examples = warning?.served as string[];
    expect(examples).toHaveLength(5);
    // Those closest to the configured model come first.
    expect(examples.slice(0, 2)).toEqual([
      'mistralai/Mistral-7B-Instruct-v0.3',
      'mistralai/Mistral-Small-3.1-24B-Instruct-2503',
    ]);
    expect(warning?.msg).toContain(examples.join(', '));
  });

  it('says unknown when the list cannot be fetched, at debug level only', async () => {
    await startApp({ status: 500 });
    await vi.waitFor(
      () =>
        expect(logs.text).toContain(
          `Could not list the models served at ${upstream.url}/v1/models`,
        ),
      patiently,
    );
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', model: { name: spec, served: 'unknown' } },
    });
    expect(logs.lines.filter((line) => Number(line.level) > 30)).toEqual([]);
  });

  it('never waits for a model server that does not answer, and gives up on it in time', async () => {
    await startApp({ hang: true }, { RECIPE_MODEL_CHECK_TIMEOUT_MS: '200' });
    // Built and answering while the list request is still open.
    await listRequested();
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', model: { name: spec, served: 'unknown' } },
    });
    expect(
      (await askForRecipe(app, { ingredients: ['eggs', 'rice', 'peas', 'leek'] })).statusCode,
    ).toBe(200);
    await vi.waitFor(() => expect(logs.text).toContain('no answer within 200 ms'), patiently);
    expect(logs.lines.filter((line) => Number(line.level) > 30)).toEqual([]);
  });

  it('warns once when nothing answers at the model server’s address', async () => {
    const closed = await startFakeModelServer();
    await closed.close();
    app = await buildTestApp({ HF_ENDPOINT_URL: closed.url, LOG_LEVEL: 'debug' }, logs);
    await vi.waitFor(() => expect(warnings()).toHaveLength(1), patiently);
    expect(warnings()[0]?.msg).toBe(
      `Nothing answers at ${closed.url}/v1/models (connection refused): recipes will fail until the model server is up there`,
    );
  });

  it('never waits for it either when the server closes', async () => {
    await startApp({ hang: true }, { RECIPE_MODEL_CHECK_TIMEOUT_MS: '60000' });
    await listRequested();
    await app.close();
    expect(logs.text).not.toContain('Could not list');
  });

  it('never puts the token in the log', async () => {
    await startApp({ models: ['other/model'] });
    await settledReadiness(false, spec);
    expect(logs.text).not.toContain(canaryToken);
  });
});

describe('HF_ENDPOINT_URL in each of its shapes', () => {
  it.each([
    ['the server’s base URL', ''],
    ['a URL ending in /v1', '/v1'],
    ['a URL ending in /v1/', '/v1/'],
    ['the whole chat-completions URL', '/v1/chat/completions'],
  ])('%s reaches /v1/chat/completions and /v1/models', async (_name, path) => {
    upstream = await startFakeModelServer();
    app = await buildTestApp({ HF_ENDPOINT_URL: `${upstream.url}${path}` });
    const response = await askForRecipe(app, { ingredients: ['eggs', 'rice', 'peas', 'leek'] });
    expect(response.statusCode).toBe(200);
    expect(upstream.requests.map((request) => request.path)).toEqual(['/v1/chat/completions']);
    await vi.waitFor(
      () =>
        expect(upstream.modelListRequests.map((request) => request.path)).toEqual(['/v1/models']),
      patiently,
    );
  });

  it('without it, the models are listed by the Hugging Face router', () => {
    expect(modelListUrl(undefined)).toBe('https://router.huggingface.co/v1/models');
    expect(modelListUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1/models');
  });
});

it('/readyz names no model when the built-in cookbook writes the recipes', async () => {
  app = await buildTestApp();
  expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });
});
