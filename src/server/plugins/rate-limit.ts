import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { RecipeFailure } from '../recipes/recipe-failure.ts';

/**
 * Per-client request limits. Off unless a route asks for one in its `config.rateLimit`, so
 * serving the page and assets is never limited.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RecipeFailure('rate-limited', 'Refused a recipe: past the per-client rate limit', {
        retryAfterSeconds: seconds,
      });
    },
  });
}
