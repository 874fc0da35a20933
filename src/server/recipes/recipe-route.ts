import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  maxRecipeBodyBytes,
  recipePath,
  recipeRequestSchema,
  type RecipeLimits,
  type RecipeRequest,
  type RecipeSource,
} from '../../shared/recipe-api.ts';
import { encodeRecipeEvent, recipeStreamHeaders } from '../../shared/recipe-stream.ts';
import { checkRecipe } from '../checks/check-recipe.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import { outcomeOf, watchRecipe, type RecipeWatch } from '../metrics/watch-recipe.ts';
import type { RecipeSlots } from './concurrency-limiter.ts';
import { sendApiError } from '../plugins/error-handler.ts';
import { dropStalledClient } from './drop-stalled-client.ts';
import { notFoodRefusal } from './not-food-refusal.ts';
import { logRecipeFailure, RecipeFailure } from './recipe-failure.ts';
import { startRecipeLifetime, type RecipeLifetime } from './recipe-lifetime.ts';
import type { createRecipeStarter, StartedRecipe } from './start-recipe.ts';

export interface RecipeRouteOptions {
  startRecipe: ReturnType<typeof createRecipeStarter>;
  /** Who writes the recipes unless the fallback does. */
  source: RecipeSource;
  slots: RecipeSlots;
  metrics: ServerMetrics;
  limits: RecipeLimits;
  totalTimeoutMs: number;
  stalledWriteTimeoutMs: number;
  /** @fastify/rate-limit's route options, or false when the limit is off. */
  rateLimit: { max: number; timeWindow: number } | false;
}

/**
 * `POST /api/recipe`, top to bottom: take a slot, start the recipe's one abort signal, wait for
 * the writer's first sign of life (a failure before it is a JSON error), then stream the events.
 * The slot is let go when the signal ends, whatever ends it.
 */
export function recipeRoute(app: FastifyInstance, options: RecipeRouteOptions) {
  app.post<{ Body: RecipeRequest }>(
    recipePath,
    {
      schema: { body: recipeRequestSchema(options.limits) },
      bodyLimit: maxRecipeBodyBytes(options.limits),
      config: { rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      const notFood = notFoodRefusal(request.body.ingredients);
      if (notFood) return sendApiError(reply, 400, notFood);
      const watch = watchRecipe(options.metrics, options.source);
      const release = await options.slots.tryAcquire(request.ip);
      if (typeof release === 'string') {
        if (release === 'client-busy') options.metrics.rateLimited.inc({ limit: 'concurrency' });
        watch.end('refused');
        throw new RecipeFailure(release, 'Refused a recipe: too many being written at once');
      }
      const lifetime = startRecipeLifetime(options.totalTimeoutMs, release);
      // `request.raw` closes once the body is read; only the response closing means the visitor left.
      reply.raw.on('close', () => lifetime.end());
      // Taking a shared slot waits for Redis: the visitor may have left meanwhile.
      if (reply.raw.destroyed) lifetime.end();

      let recipe: StartedRecipe;
      try {
        recipe = await options.startRecipe(request.body, lifetime.signal, request.log);
      } catch (error) {
        watch.end(outcomeOf(RecipeFailure.from(error), lifetime.signal));
        lifetime.end();
        throw error;
      }
      reply.headers(recipeStreamHeaders);
      const events = Readable.from(
        recipeEvents(recipe, request.body, request.log, lifetime, watch),
      );
      dropStalledClient(events, reply.raw, options.stalledWriteTimeoutMs);
      return events;
    },
  );
}

async function* recipeEvents(
  recipe: StartedRecipe,
  body: RecipeRequest,
  log: FastifyBaseLogger,
  lifetime: RecipeLifetime,
  watch: RecipeWatch,
) {
  try {
    let markdown = '';
    for await (const event of recipe.events) {
      watch.saw(event);
      if (event.type === 'text-delta') markdown += event.text;
      yield encodeRecipeEvent(event);
    }
    // Only a recipe written to its end gets here: one cut off or stopped has thrown instead.
    const checks = checksEvent(markdown, body, log);
    if (checks) yield checks;
    watch.end('completed');
    yield encodeRecipeEvent({ type: 'end' });
  } catch (error) {
    const failure = RecipeFailure.from(error);
    watch.end(outcomeOf(failure, lifetime.signal));
    logRecipeFailure(log, failure);
    yield encodeRecipeEvent({ type: 'error', error: failure.toApiError() });
  } finally {
    // Ended by neither: the stream was destroyed because the visitor left.
    watch.end('cancelled');
    lifetime.end();
    await recipe.events.return();
  }
}

/** The recipe's checks as an event; a fault in them is logged, and the recipe still ends well. */
function checksEvent(markdown: string, body: RecipeRequest, log: FastifyBaseLogger) {
  try {
    return encodeRecipeEvent({ type: 'checks', ...checkRecipe(markdown, body) });
  } catch (error) {
    log.error({ err: error }, 'Checking a finished recipe failed');
    return undefined;
  }
}
