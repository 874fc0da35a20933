import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  maxRecipeBodyBytes,
  recipePath,
  recipeRequestSchema,
  type RecipeLimits,
  type RecipeRequest,
} from '../../shared/recipe-api.ts';
import { encodeRecipeEvent, recipeStreamHeaders } from '../../shared/recipe-stream.ts';
import type { ConcurrencyLimiter } from '../concurrency-limiter.ts';
import { UpstreamError } from '../engines/upstream-error.ts';
import { HttpError } from '../http-error.ts';
import type { StartedRecipe, createRecipeWriter } from '../recipe-writer.ts';

export interface RecipeRouteOptions {
  startRecipe: ReturnType<typeof createRecipeWriter>;
  limiter: ConcurrencyLimiter;
  limits: RecipeLimits;
  /** @fastify/rate-limit's route options, or false when the limit is off. */
  rateLimit: { max: number; timeWindow: number } | false;
}

const busyRetrySeconds = 10;

/** `POST /api/recipe`: the recipe as a server-sent event stream, starting with its first text. */
export function recipeRoute(app: FastifyInstance, options: RecipeRouteOptions) {
  app.post<{ Body: RecipeRequest }>(
    recipePath,
    {
      schema: { body: recipeRequestSchema(options.limits) },
      bodyLimit: maxRecipeBodyBytes(options.limits),
      config: { rateLimit: options.rateLimit },
    },
    async (request, reply) => {
      const release = options.limiter.tryAcquire(request.ip);
      if (release === 'server-full') {
        throw new HttpError(
          503,
          'server-busy',
          'The chef is cooking for many people right now.',
          busyRetrySeconds,
        );
      }
      if (release === 'client-full') {
        throw new HttpError(
          429,
          'rate-limited',
          'You already have recipes being written.',
          busyRetrySeconds,
        );
      }

      const controller = new AbortController();
      // `request.raw` closes once the body is read; only the response closing early means the client left.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
        release();
      });

      let recipe: StartedRecipe;
      try {
        recipe = await options.startRecipe(request.body, controller.signal);
      } catch (error) {
        release();
        throw toHttpError(error, request.log);
      }

      reply.headers(recipeStreamHeaders);
      return Readable.from(recipeEvents(recipe, request.log, release));
    },
  );
}

async function* recipeEvents(recipe: StartedRecipe, log: FastifyBaseLogger, release: () => void) {
  try {
    yield encodeRecipeEvent({ type: 'start', source: recipe.source, fallback: recipe.fallback });
    for await (const text of recipe.texts) yield encodeRecipeEvent({ type: 'text-delta', text });
    yield encodeRecipeEvent({ type: 'end' });
  } catch (error) {
    yield encodeRecipeEvent({ type: 'error', error: toHttpError(error, log).toApiError() });
  } finally {
    release();
    await recipe.texts.return(undefined);
  }
}

function toHttpError(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof HttpError) return error;
  if (!(error instanceof UpstreamError)) {
    log.error({ err: error }, 'Unexpected error while writing a recipe');
    return new HttpError(500, 'internal', 'Something went wrong on our side. Please try again.');
  }
  const details = { failure: error.failure, upstreamStatus: error.upstreamStatus };
  switch (error.failure) {
    case 'misconfigured':
      log.error(details, error.message);
      return new HttpError(
        502,
        'chef-misconfigured',
        'The chef cannot cook right now. Please try again later.',
      );
    case 'rate-limited':
      log.warn(details, error.message);
      return new HttpError(503, 'chef-busy', 'The chef is busy with other orders.', 30);
    case 'timeout':
      log.warn(details, error.message);
      return new HttpError(
        504,
        'chef-timeout',
        'The chef took too long to answer. Please try again.',
      );
    case 'stream-broken':
      log.warn(details, error.message);
      return new HttpError(
        502,
        'stream-broken',
        'The chef was interrupted while writing. Please try again.',
      );
    case 'unavailable':
      log.warn(details, error.message);
      return new HttpError(
        502,
        'chef-unavailable',
        'The chef is unavailable right now. Please try again.',
      );
  }
}
