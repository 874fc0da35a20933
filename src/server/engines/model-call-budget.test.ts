import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { eventsOf } from '../../../tests/support/recipe-requests.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { ModelCallBudget } from './model-call-budget.ts';
import { RecipeFailure } from './recipe-failure.ts';

describe('ModelCallBudget', () => {
  it('refuses past the per-window cap, saying when to come back, and refills next window', () => {
    let now = 1_000_000;
    const budget = new ModelCallBudget({ perWindow: 2, windowMs: 60_000, perDay: 0 }, () => now);
    budget.take();
    now += 15_000;
    budget.take();
    let refused: unknown;
    try {
      budget.take();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(RecipeFailure);
    expect((refused as RecipeFailure).kind).toBe('model-budget-exhausted');
    expect((refused as RecipeFailure).toApiError().retryAfterSeconds).toBe(45);
    expect((refused as RecipeFailure).message).toMatch(/RECIPE_GLOBAL_RATE_LIMIT/);
    now += 45_000;
    expect(() => budget.take()).not.toThrow();
  });

  it('refuses past the daily cap until the next UTC day', () => {
    let now = Date.UTC(2026, 10, 23, 23, 0);
    const budget = new ModelCallBudget({ perWindow: 0, windowMs: 60_000, perDay: 1 }, () => now);
    budget.take();
    expect(() => budget.take()).toThrow(/RECIPE_DAILY_LIMIT/);
    now = Date.UTC(2026, 10, 24, 0, 0, 1);
    expect(() => budget.take()).not.toThrow();
  });
});

describe('the server’s budget for the shared credential', () => {
  let app: FastifyInstance;
  let model: FakeModelServer;
  afterEach(async () => {
    await model.close();
  });

  async function startApp(environment: Record<string, string>, logs?: LogCapture) {
    model = await startFakeModelServer();
    app = await buildTestApp({ HF_ENDPOINT_URL: model.url, ...environment }, logs);
  }
  const askFrom = (address: number) =>
    app.inject({
      method: 'POST',
      url: '/api/recipe',
      remoteAddress: `10.0.0.${address}`,
      payload: { ingredients: ['eggs', 'rice', 'peas', 'leek'] },
    });

  it('holds across many client addresses, and tells the operator which budget ran out', async () => {
    const logs = new LogCapture();
    await startApp({ RECIPE_RATE_LIMIT: '12', RECIPE_GLOBAL_RATE_LIMIT: '5' }, logs);
    const answers = [];
    for (let address = 1; address <= 30; address += 1) answers.push(await askFrom(address));
    expect(model.requests).toHaveLength(5);
    const refused = answers.slice(5);
    expect(refused.every((answer) => answer.statusCode === 503)).toBe(true);
    expect(refused[0]?.json().error.code).toBe('chef-budget-exhausted');
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(logs.text).toMatch(/RECIPE_GLOBAL_RATE_LIMIT/);
  });

  it('lets the built-in cookbook answer instead when it is the fallback', async () => {
    await startApp({ RECIPE_GLOBAL_RATE_LIMIT: '1', RECIPE_FALLBACK: 'cookbook' });
    expect((await askFrom(1)).statusCode).toBe(200);
    const second = await askFrom(2);
    expect(second.statusCode).toBe(200);
    expect((await eventsOf(second))[0]).toEqual({
      type: 'start',
      source: 'cookbook',
      fallback: true,
    });
    expect(model.requests).toHaveLength(1);
  });

  it('does not count the built-in cookbook', async () => {
    await startApp({ RECIPE_PROVIDER: 'cookbook', RECIPE_GLOBAL_RATE_LIMIT: '1' });
    for (let address = 1; address <= 5; address += 1) {
      expect((await askFrom(address)).statusCode).toBe(200);
    }
  });
});
