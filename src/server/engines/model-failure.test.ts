import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canaryToken } from '../../../tests/support/canary-token.ts';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe, eventsOf } from '../../../tests/support/recipe-requests.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];
const model = 'mistralai/Mixtral-8x7B-Instruct-v0.1';

let upstream: FakeModelServer;
let app: FastifyInstance;
let logs: LogCapture;

beforeEach(async () => {
  upstream = await startFakeModelServer();
  logs = new LogCapture();
});
afterEach(async () => {
  await upstream.close();
});

async function startApp(environment: Record<string, string> = {}) {
  app = await buildTestApp(
    { HF_TOKEN: canaryToken, HF_ENDPOINT_URL: upstream.url, LOG_LEVEL: 'trace', ...environment },
    logs,
  );
  return app;
}

/** The log lines about the failed recipe. */
const failureLines = () => logs.lines.filter((line) => 'failure' in line);

const notServed = {
  message: `The requested model '${model}' is not supported by any provider you have enabled.`,
  type: 'invalid_request_error',
  param: 'model',
  code: 'model_not_supported',
};

describe('a model the server does not serve', () => {
  const cases: [string, number, unknown][] = [
    ['the router’s 400 model_not_supported', 400, { error: notServed }],
    ['the router’s 400 with its fields at the top level', 400, notServed],
    [
      'vLLM’s 404 for a model name it does not serve',
      404,
      {
        object: 'error',
        message: `The model \`${model}\` does not exist.`,
        type: 'NotFoundError',
        param: null,
        code: 404,
      },
    ],
    [
      'OpenAI’s 404 model_not_found',
      404,
      {
        error: {
          message: `The model \`${model}\` does not exist or you do not have access to it.`,
          type: 'invalid_request_error',
          param: null,
          code: 'model_not_found',
        },
      },
    ],
    [
      'Ollama’s 404 for a model it has not pulled',
      404,
      { error: { message: `model "${model}" not found, try pulling it first`, type: 'api_error' } },
    ],
  ];

  it.each(cases)(
    '%s: 502 model-unavailable, not set up correctly, no retry, the cookbook offered',
    async (_name, status, errorBody) => {
      upstream.setScript({ status, errorBody });
      await startApp();
      const response = await askForRecipe(app, { ingredients: pantry });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: {
          code: 'model-unavailable',
          message: 'The AI chef is not set up correctly right now.',
          retryable: false,
          cookbookAvailable: true,
        },
      });
      expect(upstream.requests).toHaveLength(1);
    },
  );

  it.each(cases)(
    '%s: the operator reads the model named and what to set',
    async (_name, status, errorBody) => {
      upstream.setScript({ status, errorBody });
      await startApp();
      await askForRecipe(app, { ingredients: pantry });
      expect(failureLines()).toEqual([
        expect.objectContaining({
          level: 50,
          failure: 'model-not-served',
          upstreamStatus: status,
          msg: expect.stringContaining(
            `does not serve RECIPE_MODEL "${model}" (HTTP ${status}`,
          ) as unknown,
        }),
      ]);
      expect(failureLines()[0]?.msg).toContain(
        `set RECIPE_MODEL to a model listed at ${upstream.url}/v1/models`,
      );
      expect(logs.text).not.toContain(canaryToken);
    },
  );

  it('a model that refuses max_tokens: not set up correctly, and the operator is told why', async () => {
    upstream.setScript({
      status: 400,
      errorBody: {
        error: {
          message:
            "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          type: 'invalid_request_error',
          param: 'max_tokens',
          code: 'unsupported_parameter',
        },
      },
    });
    await startApp({ RECIPE_MODEL: 'o3-mini' });
    const response = await askForRecipe(app, { ingredients: pantry });
    expect(response.json().error.code).toBe('model-unavailable');
    expect(failureLines()[0]?.msg).toMatch(/RECIPE_MODEL "o3-mini" refuses max_tokens/);
  });

  it('another 400 or 404 stays a failure worth trying again', async () => {
    upstream.setScript({
      status: 400,
      errorBody: { error: { message: 'Input validation error', code: 'invalid_request' } },
    });
    await startApp();
    const response = await askForRecipe(app, { ingredients: pantry });
    expect(response.json().error).toMatchObject({
      code: 'chef-unavailable',
      cookbookAvailable: true,
    });
    expect(response.json().error.retryable).toBeUndefined();
  });

  it('with RECIPE_FALLBACK=cookbook the cookbook answers, and the operator still reads what to set', async () => {
    upstream.setScript({ status: 400, errorBody: { error: notServed } });
    await startApp({ RECIPE_FALLBACK: 'cookbook' });
    const response = await askForRecipe(app, { ingredients: pantry });
    expect(response.statusCode).toBe(200);
    expect((await eventsOf(response))[0]).toEqual({
      type: 'start',
      source: 'cookbook',
      fallback: true,
    });
    expect(failureLines()[0]).toMatchObject({ failure: 'model-not-served' });
    expect(failureLines()[0]?.msg).toContain(`RECIPE_MODEL "${model}"`);
  });
});

describe('a provider out of credits (402)', () => {
  const outOfCredits = {
    error:
      'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
  };

  it('answers 503 quota-exhausted: used up its credits, no retry, the cookbook offered', async () => {
    upstream.setScript({ status: 402, errorBody: outOfCredits });
    await startApp();
    const response = await askForRecipe(app, { ingredients: pantry });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({
      error: {
        code: 'quota-exhausted',
        message: 'The AI chef has used up its credits for now.',
        retryable: false,
        cookbookAvailable: true,
      },
    });
  });

  it('tells the operator which model and what to do, never the token', async () => {
    upstream.setScript({ status: 402, errorBody: outOfCredits });
    await startApp();
    await askForRecipe(app, { ingredients: pantry });
    expect(failureLines()).toEqual([
      expect.objectContaining({ level: 50, failure: 'quota-exhausted', upstreamStatus: 402 }),
    ]);
    expect(failureLines()[0]?.msg).toContain(`RECIPE_MODEL "${model}"`);
    expect(failureLines()[0]?.msg).toMatch(/add credits/);
    expect(logs.text).not.toContain(canaryToken);
  });
});

describe('a credential refused (401, 403)', () => {
  it.each([401, 403])(
    '%s is answered as before: 502 chef-misconfigured, worth trying later',
    async (status) => {
      upstream.setScript({ status });
      await startApp();
      const response = await askForRecipe(app, { ingredients: pantry });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        code: 'chef-misconfigured',
        message: 'The chef cannot cook right now. Please try again later.',
        cookbookAvailable: true,
      });
    },
  );
});
