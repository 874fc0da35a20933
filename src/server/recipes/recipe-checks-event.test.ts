import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dietaryNeeds } from '../../shared/dietary-needs.ts';
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe, eventsOf } from '../../../tests/support/recipe-requests.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

let upstream: FakeModelServer;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeModelServer();
});
afterEach(async () => {
  await upstream.close();
});

const modelApp = async (environment: Record<string, string> = {}) => {
  app = await buildTestApp({ HF_TOKEN: 'hf_test', HF_ENDPOINT_URL: upstream.url, ...environment });
};

const checksOf = (events: RecipeStreamEvent[]) =>
  events.find(
    (event): event is Extract<RecipeStreamEvent, { type: 'checks' }> => event.type === 'checks',
  );

const chickenRecipe = [
  '## Lemon Chicken\n\n',
  '### Ingredients\n\n- 2 chicken breasts\n- 1 lemon\n- 100 g feta\n- Salt, to taste\n\n',
  '### Steps\n\n1. Roast the chicken.\n',
];

describe('the checks event', () => {
  it('comes after a model’s whole recipe, just before the end', async () => {
    upstream.setScript({ chunks: chickenRecipe });
    await modelApp();
    const events = await eventsOf(
      await askForRecipe(app, { ingredients: ['chicken', 'rice', 'lemon', 'onion'] }),
    );
    expect(events.map((event) => event.type)).toEqual([
      'start',
      'text-delta',
      'text-delta',
      'text-delta',
      'checks',
      'end',
    ]);
    const checks = checksOf(events);
    expect(checks?.lines.map(({ text, status }) => [text, status])).toEqual([
      ['2 chicken breasts', 'have'],
      ['1 lemon', 'have'],
      ['100 g feta', 'to-buy'],
      ['Salt, to taste', 'staple'],
    ]);
    expect(checks?.allergens.map((finding) => finding.allergen)).toEqual(['milk']);
    expect(checks?.foodSafety.map((note) => note.id)).toEqual(['poultry']);
  });

  it('names the conflicts with the needs the visitor asked for', async () => {
    upstream.setScript({ chunks: chickenRecipe });
    await modelApp();
    const events = await eventsOf(
      await askForRecipe(app, { ingredients: ['lemon'], dietaryNeeds: ['dairy-free'] }),
    );
    expect(checksOf(events)?.conflicts).toEqual([
      { need: 'dairy-free', ingredient: 'feta', reason: 'contains milk' },
    ]);
  });

  it('says so when the model’s answer has no ingredient list', async () => {
    upstream.setScript({ chunks: ['I only cook with food. ', 'Try eggs and toast!'] });
    await modelApp();
    const events = await eventsOf(await askForRecipe(app, { ingredients: ['eggs'] }));
    expect(checksOf(events)).toMatchObject({ ingredientListFound: false, lines: [] });
    expect(events.at(-1)).toEqual({ type: 'end' });
  });

  it('is not sent for a recipe cut off halfway', async () => {
    upstream.setScript({ chunks: chickenRecipe, breakAfter: 2 });
    await modelApp();
    const events = await eventsOf(await askForRecipe(app, { ingredients: ['chicken'] }));
    expect(events.map((event) => event.type)).toEqual([
      'start',
      'text-delta',
      'text-delta',
      'error',
    ]);
  });

  it('is not sent for a recipe that stops at the total deadline', async () => {
    upstream.setScript({ chunks: chickenRecipe, holdAfter: 2 });
    await modelApp({ RECIPE_TOTAL_TIMEOUT_MS: '300' });
    const dropped = upstream.nextDrop();
    const events = await eventsOf(await askForRecipe(app, { ingredients: ['chicken'] }));
    expect(events.some((event) => event.type === 'checks')).toBe(false);
    await dropped;
  });

  it('comes after a cookbook recipe too, which meets every need asked for', async () => {
    app = await buildTestApp();
    for (const needs of [...dietaryNeeds.map((need) => [need]), [...dietaryNeeds]]) {
      const events = await eventsOf(
        await askForRecipe(app, {
          ingredients: ['eggs', 'chicken', 'feta', 'prawns', 'bread', 'walnuts'],
          dietaryNeeds: needs,
        }),
      );
      const checks = checksOf(events);
      expect(checks?.ingredientListFound, needs.join()).toBe(true);
      expect(checks?.conflicts, needs.join()).toEqual([]);
    }
  });
});

describe('dietary needs in the request', () => {
  it.each([
    ['an unknown need', ['keto']],
    ['a need twice', ['vegan', 'vegan']],
    ['a need that is not a string', [1]],
  ])('refuses %s with a 400', async (_what, dietaryNeeds) => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: ['eggs'], dietaryNeeds },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/dietaryNeeds/);
  });
});
