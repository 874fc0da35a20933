import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe, eventsOf, textOf } from '../../../tests/support/recipe-requests.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

const pantry = ['eggs', 'spinach', 'feta', 'onion'];

let upstream: FakeModelServer;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeModelServer();
});
afterEach(async () => {
  await upstream.close();
});

describe('"chef": "cookbook" in the request', () => {
  it('gets a recipe from the built-in cookbook in the model’s place, without asking the model', async () => {
    upstream.setScript({ status: 402 });
    app = await buildTestApp({ HF_ENDPOINT_URL: upstream.url });
    const response = await askForRecipe(app, { ingredients: pantry, chef: 'cookbook' });
    expect(response.statusCode).toBe(200);
    const events = await eventsOf(response);
    expect(events[0]).toEqual({ type: 'start', source: 'cookbook', fallback: true });
    expect(textOf(events)).toMatch(/^## /m);
    expect(events.at(-1)).toEqual({ type: 'end' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('is the usual cookbook recipe when the cookbook is the configured chef', async () => {
    app = await buildTestApp();
    const events = await eventsOf(
      await askForRecipe(app, { ingredients: pantry, chef: 'cookbook' }),
    );
    expect(events[0]).toEqual({ type: 'start', source: 'cookbook', fallback: false });
  });

  it('asks for the next recipe on another attempt, as the model would be', async () => {
    app = await buildTestApp({ HF_ENDPOINT_URL: upstream.url });
    const first = textOf(
      await eventsOf(await askForRecipe(app, { ingredients: pantry, chef: 'cookbook' })),
    );
    const next = textOf(
      await eventsOf(
        await askForRecipe(app, { ingredients: pantry, chef: 'cookbook', attempt: 1 }),
      ),
    );
    expect(next).not.toBe(first);
  });

  it('refuses any other chef', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: pantry, chef: 'gpt' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad-request', message: /chef/ });
  });
});

describe('the cookbook offered when the model fails', () => {
  it('is not offered once the model has written some of the recipe', async () => {
    upstream.setScript({ breakAfter: 2 });
    app = await buildTestApp({ HF_ENDPOINT_URL: upstream.url });
    const events = await eventsOf(await askForRecipe(app, { ingredients: pantry }));
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'error', error: { code: 'stream-broken' } });
    expect(last?.type === 'error' && last.error.cookbookAvailable).toBeFalsy();
  });

  it('is not offered for the visitor’s own limits', async () => {
    app = await buildTestApp({
      HF_ENDPOINT_URL: upstream.url,
      RECIPE_RATE_LIMIT: '1',
    });
    await askForRecipe(app, { ingredients: pantry });
    const refused = await askForRecipe(app, { ingredients: pantry });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.cookbookAvailable).toBeUndefined();
  });
});
