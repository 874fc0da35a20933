import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeModelServer,
  type FakeDelta,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe, eventsOf, textOf } from '../../../tests/support/recipe-requests.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];
const thoughts = ['The visitor has tomatoes', ' and basil. A pasta', ' would use them all.'];
const recipe = ['## Tomato Basil Pasta\n\n', '1. Boil the pasta.\n'];

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
  app = await buildTestApp({ HF_ENDPOINT_URL: upstream.url, ...environment }, logs);
  return app;
}

describe('a reasoning model’s thoughts', () => {
  it.each(['reasoning_content', 'reasoning'] as const)(
    'in delta.%s: never in the recipe, a thinking event for each',
    async (field) => {
      upstream.setScript({
        chunks: [...thoughts.map((thought): FakeDelta => ({ [field]: thought })), ...recipe],
      });
      await startApp();
      const response = await askForRecipe(app, { ingredients: pantry });
      expect(response.statusCode).toBe(200);
      const events = await eventsOf(response);
      expect(events.map((event) => event.type)).toEqual([
        'start',
        'thinking',
        'thinking',
        'thinking',
        'text-delta',
        'text-delta',
        'checks',
        'end',
      ]);
      expect(textOf(events)).toBe(recipe.join(''));
      expect(response.body).not.toMatch(/visitor has|would use them/);
    },
  );

  it('inside <think> tags cut across chunks: never in the recipe', async () => {
    upstream.setScript({
      chunks: [
        '<th',
        'ink>The visitor has tomatoes',
        ' and basil.</thi',
        'nk>\n\n## Tomato',
        ' Basil Pasta\n',
      ],
    });
    await startApp();
    const response = await askForRecipe(app, { ingredients: pantry });
    const events = await eventsOf(response);
    expect(events.slice(0, 2)).toEqual([
      { type: 'start', source: 'model', fallback: false },
      { type: 'thinking' },
    ]);
    expect(textOf(events)).toBe('## Tomato Basil Pasta\n');
    expect(response.body).not.toMatch(/visitor has|think>/);
  });

  it(
    'a think longer than the first-text timeout, with thoughts arriving, is not cut short',
    { timeout: 30_000 },
    async () => {
      const timeoutMs = 1000;
      upstream.setScript({
        chunks: [...Array.from({ length: 10 }, () => ({ reasoning_content: 'Hmm.' })), ...recipe],
        chunkDelayMs: 150,
      });
      await startApp({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: String(timeoutMs) });
      const events = await eventsOf(await askForRecipe(app, { ingredients: pantry }));
      expect(events.at(-1)).toEqual({ type: 'end' });
      expect(textOf(events)).toBe(recipe.join(''));
      // The premise: the first text came after more than the timeout.
      const [request] = upstream.requests;
      expect(request!.lastChunkAt! - request!.receivedAt).toBeGreaterThan(timeoutMs);
    },
  );

  it('a model that goes quiet while thinking times out, offering the cookbook', async () => {
    upstream.setScript({ chunks: [{ reasoning_content: 'Hmm.' }, ...recipe], holdAfter: 1 });
    await startApp({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: '200' });
    const dropped = upstream.nextDrop();
    const events = await eventsOf(await askForRecipe(app, { ingredients: pantry }));
    expect(events).toEqual([
      { type: 'start', source: 'model', fallback: false },
      { type: 'thinking' },
      {
        type: 'error',
        error: expect.objectContaining({
          code: 'chef-timeout',
          cookbookAvailable: true,
        }) as unknown,
      },
    ]);
    await dropped;
  });

  it('a model that spends all its tokens thinking: an error, and the operator is told why', async () => {
    upstream.setScript({
      chunks: [{ reasoning_content: 'Hmm.' }, { reasoning_content: ' Still thinking.' }],
      finishReason: 'length',
    });
    await startApp();
    const events = await eventsOf(await askForRecipe(app, { ingredients: pantry }));
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      error: { code: 'chef-unavailable', cookbookAvailable: true },
    });
    expect(logs.text).toMatch(/stopped \(length\) while still thinking/);
  });

  it('with RECIPE_FALLBACK=cookbook, a model that fails after thinking hands over to the cookbook', async () => {
    upstream.setScript({ chunks: [{ reasoning_content: 'Hmm.' }, ...recipe], breakAfter: 1 });
    await startApp({ RECIPE_FALLBACK: 'cookbook' });
    const events = await eventsOf(await askForRecipe(app, { ingredients: pantry }));
    expect(events.slice(0, 3)).toEqual([
      { type: 'start', source: 'model', fallback: false },
      { type: 'thinking' },
      { type: 'start', source: 'cookbook', fallback: true },
    ]);
    expect(textOf(events)).toMatch(/^## /m);
    expect(events.at(-1)).toEqual({ type: 'end' });
  });
});
