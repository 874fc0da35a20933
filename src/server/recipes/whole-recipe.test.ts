import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkRecipe } from '../checks/check-recipe.ts';
import { writeCookbookRecipe } from '../engines/cookbook/cookbook-engine.ts';
import { registerErrorHandlers } from '../plugins/error-handler.ts';
import { createServerMetrics } from '../metrics/server-metrics.ts';
import { defaultRecipeLimits } from '../../shared/recipe-api.ts';
import { eventsOf, textOf } from '../../../tests/support/recipe-requests.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { testCookbook, testKitchen } from '../../../tests/support/test-kitchen.ts';
import { ConcurrencyLimiter } from './concurrency-limiter.ts';
import { recipeRoute } from './recipe-route.ts';

const pantry = ['eggs', 'spinach', 'feta', 'onion'];
const ask = { method: 'POST', url: '/api/recipe', payload: { ingredients: pantry } } as const;

describe('a recipe the cookbook writes at once', () => {
  it('goes out in one piece with its length: the events a stream of it would carry', async () => {
    const app = await buildTestApp();
    const response = await app.inject(ask);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['transfer-encoding']).toBeUndefined();
    const events = await eventsOf(response);
    const { sections, ingredientLines } = writeCookbookRecipe(testCookbook, pantry);
    expect(events.map((event) => event.type)).toEqual([
      'start',
      ...sections.map(() => 'text-delta'),
      'checks',
      'end',
    ]);
    expect(events[0]).toEqual({ type: 'start', source: 'cookbook', fallback: false });
    expect(textOf(events)).toBe(sections.join(''));
    const checks = checkRecipe(
      testKitchen,
      sections.join(''),
      { ingredients: pantry },
      ingredientLines,
    );
    expect(events.at(-2)).toEqual({ type: 'checks', ...checks });
    expect(checks.ingredientListFound).toBe(true);
  });

  it('lets go of its slot and is counted as a completed recipe', async () => {
    const metrics = createServerMetrics({ recipesInFlight: () => 0 });
    const slots = new ConcurrencyLimiter(1, 1);
    const app = routeWith(
      { source: 'cookbook', writeRecipe: () => Promise.resolve(), writeWhole: whole },
      slots,
      metrics,
    );

    for (let ask = 0; ask < 2; ask++) {
      expect((await app.inject(askFor(pantry))).statusCode).toBe(200);
    }
    expect(slots.active).toBe(0);
    const counted = await metrics.recipes.get();
    expect(counted.values).toEqual([
      expect.objectContaining({ labels: { source: 'cookbook', outcome: 'completed' }, value: 2 }),
    ]);
    const firstText = await metrics.recipeFirstText.get();
    expect(firstText.values.find((value) => value.metricName?.endsWith('_count'))?.value).toBe(2);
  });

  it('that fails is a JSON error, counted as failed, and its slot is let go', async () => {
    const metrics = createServerMetrics({ recipesInFlight: () => 0 });
    const slots = new ConcurrencyLimiter(1, 1);
    const app = routeWith(
      {
        source: 'cookbook',
        writeRecipe: () => Promise.resolve(),
        writeWhole: () => {
          throw new Error('The cookbook has no recipe for these needs');
        },
      },
      slots,
      metrics,
    );

    const response = await app.inject(askFor(pantry));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: { code: 'internal' } });
    expect(slots.active).toBe(0);
    const counted = await metrics.recipes.get();
    expect(counted.values).toEqual([
      expect.objectContaining({ labels: { source: 'cookbook', outcome: 'failed' }, value: 1 }),
    ]);
  });
});

const whole = (request: { ingredients: readonly string[] }) =>
  writeCookbookRecipe(testCookbook, request.ingredients);

const askFor = (ingredients: readonly string[]) => ({ ...ask, payload: { ingredients } });

function routeWith(
  engine: Parameters<typeof recipeRoute>[1]['engine'],
  slots: ConcurrencyLimiter,
  metrics: ReturnType<typeof createServerMetrics>,
) {
  const app = Fastify();
  registerErrorHandlers(app);
  recipeRoute(app, {
    kitchen: testKitchen,
    engine,
    slots,
    metrics,
    limits: defaultRecipeLimits,
    totalTimeoutMs: 60_000,
    stalledWriteTimeoutMs: 10_000,
    rateLimit: false,
  });
  return app;
}
