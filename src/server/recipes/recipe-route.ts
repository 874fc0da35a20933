import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  maxRecipeBodyBytes,
  recipePath,
  recipeRequestSchema,
  type RecipeLimits,
  type RecipeRequest,
} from '../../shared/recipe-api.ts';
import {
  encodeRecipeEvent,
  recipeStreamHeaders,
  type RecipeStreamEvent,
} from '../../shared/recipe-stream.ts';
import { checkRecipe } from '../checks/check-recipe.ts';
import type { Kitchen } from '../kitchen/kitchen.ts';
import type { IngredientListLine } from '../checks/find-ingredient-lines.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import { outcomeOf, watchRecipe, type RecipeWatch } from '../metrics/watch-recipe.ts';
import type { RecipeEngine, WholeRecipe } from '../engines/recipe-engine.ts';
import { logRecipeFailure, RecipeFailure } from '../engines/recipe-failure.ts';
import { sendApiError } from '../plugins/error-handler.ts';
import type { RecipeSlots } from './concurrency-limiter.ts';
import { dropStalledClient } from './drop-stalled-client.ts';
import { notFoodRefusal } from './not-food-refusal.ts';
import { recipeBody } from './recipe-body.ts';
import { startRecipeLifetime } from './recipe-lifetime.ts';
import { startRecipe, type SendRecipeEvent, type StartedRecipe } from './start-recipe.ts';

export interface RecipeRouteOptions {
  /** What the server knows about food: for refusing what is not food, and for the checks. */
  kitchen: Kitchen;
  /** The configured chef, with its wrappers (the cookbook behind a model among them). */
  engine: RecipeEngine;
  slots: RecipeSlots;
  metrics: ServerMetrics;
  limits: RecipeLimits;
  totalTimeoutMs: number;
  stalledWriteTimeoutMs: number;
  /** @fastify/rate-limit's route options, or false when the limit is off. */
  rateLimit: RateLimitOptions | false;
}

/**
 * `POST /api/recipe`, top to bottom: take a slot, start the recipe's one abort signal, wait for
 * the writer's first sign of life (a failure before it is a JSON error), then stream the events.
 * The slot is let go when the signal ends, whatever ends it. A writer that has the whole recipe
 * at once (the cookbook on its own) is answered in one body instead.
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
      const notFood = notFoodRefusal(options.kitchen, request.body.ingredients);
      if (notFood) return sendApiError(reply, 400, notFood);
      const watch = watchRecipe(options.metrics, options.engine.source);
      const release = await options.slots.tryAcquire(request.ip);
      if (typeof release === 'string') {
        if (release === 'client-busy') options.metrics.rateLimited.inc({ limit: 'concurrency' });
        watch.end('refused');
        throw new RecipeFailure(release, 'Refused a recipe: too many being written at once');
      }
      if (options.engine.writeWhole) {
        let whole: WholeRecipe;
        try {
          whole = options.engine.writeWhole(request.body);
        } catch (error) {
          watch.end('failed');
          throw error;
        } finally {
          release();
        }
        reply.headers(recipeStreamHeaders);
        return wholeRecipeBody(options, whole, request.body, request.log, watch);
      }
      const lifetime = startRecipeLifetime(options.totalTimeoutMs, release);
      // `request.raw` closes once the body is read; only the response closing means the visitor left.
      reply.raw.on('close', () => lifetime.end());
      // Taking a shared slot waits for Redis: the visitor may have left meanwhile.
      if (reply.raw.destroyed) lifetime.end();

      const body = recipeBody(lifetime.end, reply.raw);
      let markdown = '';
      const send: SendRecipeEvent = (event) => {
        watch.saw(event);
        if (event.type === 'text-delta') markdown += event.text;
        return body.send(event);
      };
      let recipe: StartedRecipe;
      try {
        recipe = await startRecipe(
          options.engine,
          request.body,
          lifetime.signal,
          request.log,
          send,
        );
      } catch (error) {
        watch.end(outcomeOf(RecipeFailure.from(error), lifetime.signal));
        body.stream.destroy();
        throw error;
      }
      recipe.finished.then(
        async (written) => {
          // A model's recipe is parsed for its checks on this thread (about a millisecond for
          // 2 kB): its last text goes out to the visitor first. A writer that knew its lines (the
          // cookbook) wrote the whole recipe at once and its checks are quick: they go with it,
          // in the same write.
          if (!written.ingredientLines) await new Promise((resolve) => setImmediate(resolve));
          // Only a recipe written to its end gets here: one cut off or stopped has failed instead.
          const checks = checksEvent(
            options.kitchen,
            markdown,
            request.body,
            request.log,
            written.ingredientLines,
          );
          watch.end('completed');
          body.finish(...(checks ? [checks] : []), { type: 'end' });
        },
        (error: unknown) => {
          const failure = RecipeFailure.from(error);
          watch.end(outcomeOf(failure, lifetime.signal));
          logRecipeFailure(request.log, failure);
          body.finish({ type: 'error', error: failure.toApiError() });
        },
      );
      reply.headers(recipeStreamHeaders);
      dropStalledClient(body.stream, reply.raw, options.stalledWriteTimeoutMs);
      return body.stream;
    },
  );
}

/**
 * A recipe written at once, as the events a stream of it would carry, encoded into one body that
 * goes out in one write with its length: no stream to set up and pipe, no timer, no chunks.
 */
function wholeRecipeBody(
  options: RecipeRouteOptions,
  whole: WholeRecipe,
  body: RecipeRequest,
  log: FastifyBaseLogger,
  watch: RecipeWatch,
): string {
  const events: RecipeStreamEvent[] = [
    { type: 'start', source: options.engine.source, fallback: false },
    ...whole.sections.map((text) => ({ type: 'text-delta', text }) as const),
  ];
  for (const event of events) watch.saw(event);
  const checks = checksEvent(
    options.kitchen,
    whole.sections.join(''),
    body,
    log,
    whole.ingredientLines,
  );
  if (checks) events.push(checks);
  events.push({ type: 'end' });
  watch.end('completed');
  return events.map(encodeRecipeEvent).join('');
}

/** The recipe's checks as an event; a fault in them is logged, and the recipe still ends well. */
function checksEvent(
  kitchen: Kitchen,
  markdown: string,
  body: RecipeRequest,
  log: FastifyBaseLogger,
  ingredientLines: readonly IngredientListLine[] | undefined,
): RecipeStreamEvent | undefined {
  try {
    const checks = checkRecipe(kitchen, markdown, body, ingredientLines);
    return { type: 'checks', ...checks } satisfies RecipeStreamEvent;
  } catch (error) {
    log.error({ err: error }, 'Checking a finished recipe failed');
    return undefined;
  }
}
