import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startFakeModelServer } from '../../../tests/support/fake-model-server.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { loadConfig } from '../config.ts';

let app: FastifyInstance;

const askForRecipe = () =>
  app.inject({
    method: 'POST',
    url: '/api/recipe',
    payload: { ingredients: ['eggs', 'rice', 'peas', 'onion'] },
  });

describe('the recipe rate limit per client', () => {
  it('answers 429 with Retry-After past the limit, then lets the client in again once its window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    app = await buildTestApp({
      RECIPE_COOKBOOK_RATE_LIMIT: '2',
      RECIPE_RATE_LIMIT_WINDOW_MS: '60000',
    });
    expect((await askForRecipe()).statusCode).toBe(200);
    expect((await askForRecipe()).statusCode).toBe(200);

    const refused = await askForRecipe();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      error: {
        code: 'rate-limited',
        message: expect.stringMatching(/many recipes/),
        retryAfterSeconds: 60,
      },
    });

    vi.advanceTimersByTime(59_000);
    expect((await askForRecipe()).statusCode).toBe(429);
    vi.advanceTimersByTime(1_000);
    expect((await askForRecipe()).statusCode).toBe(200);
  });

  it('never limits the page or the health check', async () => {
    app = await buildTestApp({ RECIPE_RATE_LIMIT: '1' });
    for (let index = 0; index < 5; index += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    }
  });

  it('is off with RECIPE_COOKBOOK_RATE_LIMIT=0 for the cookbook', async () => {
    app = await buildTestApp({ RECIPE_COOKBOOK_RATE_LIMIT: '0', RECIPE_RATE_LIMIT: '1' });
    for (let index = 0; index < 15; index += 1) expect((await askForRecipe()).statusCode).toBe(200);
  });

  it('counts the model’s recipes and the cookbook’s apart: browsing the cookbook spends none of the model’s', async () => {
    const upstream = await startFakeModelServer();
    onTestFinished(() => upstream.close());
    app = await buildTestApp({
      HF_ENDPOINT_URL: upstream.url,
      RECIPE_RATE_LIMIT: '1',
      RECIPE_COOKBOOK_RATE_LIMIT: '3',
    });
    const ask = (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/recipe',
        payload: { ingredients: ['eggs', 'rice', 'peas', 'onion'], ...body },
      });
    const fromCookbook = [];
    for (let index = 0; index < 4; index += 1) {
      fromCookbook.push((await ask({ chef: 'cookbook', attempt: index })).statusCode);
    }
    expect(fromCookbook).toEqual([200, 200, 200, 429]);
    expect((await ask({})).statusCode).toBe(200);
    expect((await ask({})).statusCode).toBe(429);
  });

  it('uses the default of 120 cookbook recipes a window when unset', () => {
    expect(loadConfig({}).cookbookRateLimit).toBe(120);
  });
});
