import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app.ts';

let app: FastifyInstance;

const askForRecipe = () =>
  app.inject({
    method: 'POST',
    url: '/api/recipe',
    payload: { ingredients: ['eggs', 'rice', 'peas', 'onion'] },
  });

describe('the recipe rate limit per client', () => {
  it('answers 429 with Retry-After past the limit, then lets the client in again', async () => {
    app = await buildTestApp({ RECIPE_RATE_LIMIT: '2', RECIPE_RATE_LIMIT_WINDOW_MS: '400' });
    expect((await askForRecipe()).statusCode).toBe(200);
    expect((await askForRecipe()).statusCode).toBe(200);

    const refused = await askForRecipe();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate-limited',
        message: expect.stringMatching(/many recipes/),
        retryAfterSeconds: Number(refused.headers['retry-after']),
      },
    });

    await vi.waitFor(async () => expect((await askForRecipe()).statusCode).toBe(200), {
      timeout: 3000,
      interval: 100,
    });
  });

  it('never limits the page or the health check', async () => {
    app = await buildTestApp({ RECIPE_RATE_LIMIT: '1' });
    for (let index = 0; index < 5; index += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    }
  });

  it('is off with RECIPE_RATE_LIMIT=0', async () => {
    app = await buildTestApp({ RECIPE_RATE_LIMIT: '0' });
    for (let index = 0; index < 15; index += 1) expect((await askForRecipe()).statusCode).toBe(200);
  });
});
