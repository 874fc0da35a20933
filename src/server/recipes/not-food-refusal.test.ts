import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe } from '../../../tests/support/recipe-requests.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { notFoodRefusal } from './not-food-refusal.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

let upstream: FakeModelServer;
let app: FastifyInstance;

beforeEach(async () => {
  upstream = await startFakeModelServer();
  app = await buildTestApp({ HF_TOKEN: 'hf_test', HF_ENDPOINT_URL: upstream.url });
});
afterEach(async () => {
  await upstream.close();
});

describe('a pantry holding something that is not food', () => {
  it('is refused with 400 not-food, naming the item, before the model is asked', async () => {
    const response = await askForRecipe(app, { ingredients: ['eggs', 'rice', 'Bleach', 'lemon'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'not-food',
        message:
          '“Bleach” is a household chemical, not food, so the chef will not cook with it. Remove it to ask for a recipe.',
        retryable: false,
        ingredients: ['Bleach'],
      },
    });
    expect(upstream.requests).toEqual([]);
  });

  it('names every such item, each once', () => {
    expect(notFoodRefusal(testKitchen, ['ammonia', 'eggs', 'bleach', 'bleach'])).toEqual({
      code: 'not-food',
      message:
        '“ammonia” and “bleach” are not food, so the chef will not cook with them. Remove them to ask for a recipe.',
      retryable: false,
      ingredients: ['ammonia', 'bleach'],
    });
  });

  it('lets a list of food and unknown words through, as typed', async () => {
    expect(notFoodRefusal(testKitchen, ['eggs', 'xyzzy', 'bleached flour'])).toBeUndefined();
    const response = await askForRecipe(app, { ingredients: ['eggs', 'xyzzy'] });
    expect(response.statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });
});
