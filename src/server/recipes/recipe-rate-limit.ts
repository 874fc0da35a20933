import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RecipeRequest, RecipeSource } from '../../shared/recipe-api.ts';

export interface RecipeRateLimits {
  /** Recipes from the model per client and window; 0: no limit. */
  model: number;
  /** Recipes from the built-in cookbook per client and window, for abuse only; 0: no limit. */
  cookbook: number;
  windowMs: number;
}

/** Who writes the recipe a request asks for: the cookbook when asked by name, else the chef's. */
const writerOf = (request: FastifyRequest, chef: RecipeSource): RecipeSource =>
  (request.body as RecipeRequest | undefined)?.chef === 'cookbook' ? 'cookbook' : chef;

/**
 * The per-client limit on recipes, counted apart for each writer: a model's recipe costs a model
 * call, a cookbook's costs nothing, so browsing the cookbook with 'Get another recipe' is limited
 * only against abuse. With a model configured it is counted once the body is read, since the body
 * says who writes; with the cookbook alone, as the request arrives.
 */
export function recipeRateLimit(
  limits: RecipeRateLimits,
  chef: RecipeSource,
): RateLimitOptions | false {
  if (limits.model === 0 && limits.cookbook === 0) return false;
  const most = (limit: number) => (limit === 0 ? Number.MAX_SAFE_INTEGER : limit);
  return {
    hook: chef === 'cookbook' ? 'onRequest' : 'preHandler',
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `${request.ip}|${writerOf(request, chef)}`,
    max: (request) => most(writerOf(request, chef) === 'cookbook' ? limits.cookbook : limits.model),
  };
}
