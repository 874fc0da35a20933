import type { FastifyInstance } from 'fastify';
import type { ModelCheck } from '../engines/check-model-served.ts';
import type { Readiness } from '../readiness.ts';
import type { SharedRedis } from '../redis/shared-redis.ts';

export interface ReadinessRouteOptions {
  /** Turned off first thing on SIGTERM. */
  readiness: Readiness;
  /** What is known of the model; undefined for the cookbook. */
  modelCheck: ModelCheck | undefined;
  /** Where the limits are shared; undefined without `REDIS_URL`. */
  redis: SharedRedis | undefined;
}

/**
 * `GET /readyz`: 200 `{"status":"ready", …}` while this instance can serve, with what is known of
 * the model and of Redis; 503 with the reason from the moment it starts shutting down (SIGTERM
 * turns it first, before connections drain; once the server closes, Fastify itself answers every
 * request on a connection still open, this one included, with a 503). Neither the model nor
 * Redis being down makes it unready: the cookbook can answer, and the instance's own limits count
 * meanwhile. Redis refusing the password does (503 `misconfigured`): it will not come right by
 * itself, and a rolling deploy with a wrong `REDIS_URL` should stop at its first instance.
 */
export function readinessRoute(
  app: FastifyInstance,
  { readiness, modelCheck, redis }: ReadinessRouteOptions,
) {
  app.get('/readyz', { config: { rateLimit: false } }, (_request, reply) => {
    const dependencies = {
      ...(modelCheck ? { model: { name: modelCheck.model, served: modelCheck.served } } : {}),
      ...(redis
        ? {
            redis: {
              connected: redis.available,
              limits: redis.available ? 'shared' : 'this instance only',
              ...(redis.configurationError ? { error: redis.configurationError } : {}),
            },
          }
        : {}),
    };
    if (readiness.shuttingDown) {
      return reply.code(503).send({
        status: 'shutting-down',
        reason: 'The server is shutting down: it finishes the recipes in flight and takes no more',
        ...dependencies,
      });
    }
    if (redis?.configurationError) {
      return reply.code(503).send({
        status: 'misconfigured',
        reason: `${redis.configurationError}: fix REDIS_URL`,
        ...dependencies,
      });
    }
    return { status: 'ready', ...dependencies };
  });
}
