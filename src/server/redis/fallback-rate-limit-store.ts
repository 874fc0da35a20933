import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './shared-redis.ts';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's own Redis store while Redis answers, and its in-memory store while it does
 * not, so a Redis outage neither refuses visitors (a 500) nor lifts the limit (`skipOnError`).
 * Its wait counts toward the request's one Redis deadline.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
    if (!this.redis.available) {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    type Counted = Parameters<Parameters<FastifyRateLimitStore['incr']>[1]>[1];
    this.redis
      .send(
        () =>
          new Promise<Counted>((resolve, reject) =>
            this.shared.incr(
              key,
              (error, result) => (error ? reject(error) : resolve(result)),
              timeWindow,
              max,
            ),
          ),
      )
      .then(
        (result) => callback(null, result),
        () => this.local.incr(key, callback, timeWindow, max),
      );
  }

  child(routeOptions: RouteOptions) {
    return new FallbackStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/** The store class for @fastify/rate-limit's `store` option, sharing the limit through `redis`. */
export function fallbackRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor() {
      super(
        redis,
        new RedisStore(false, false, redis.client, 'rate-limit:'),
        new LocalStore(false, false),
      );
    }
  };
}
