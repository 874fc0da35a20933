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
 * Redis makes it unready: the cookbook can answer, and the instance's own limits count meanwhile.
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
    return { status: 'ready', ...dependencies };
  });
}
