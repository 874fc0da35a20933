import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { RecipeFailure } from '../engines/recipe-failure.ts';

export interface RateLimitOptions {
  /** Where the counts are kept; this process's memory when undefined. */
  store: FastifyRateLimitStoreCtor | undefined;
  onRefused: () => void;
}

/**
 * Per-client request limits. Off unless a route asks for one in its `config.rateLimit`, so
 * serving the page and assets is never limited.
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    ...(options.store ? { store: options.store } : {}),
    errorResponseBuilder: (_request, context) => {
      options.onRefused();
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RecipeFailure('rate-limited', 'Refused a recipe: past the per-client rate limit', {
        retryAfterSeconds: seconds,
      });
    },
  });
}
