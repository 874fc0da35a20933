import { randomUUID } from 'node:crypto';
import type { Result } from 'ioredis';
import type { SharedRedis } from './shared-redis.ts';

/**
 * Marks this instance present until a time, drops the instances whose time has passed, and
 * answers how many are left. The time is Redis's own.
 * KEYS: the instances. ARGV: this instance's id, how long it stays present (ms).
 */
const beatScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return redis.call('ZCARD', KEYS[1])
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    markInstancePresent(
      instances: string,
      instance: string,
      ttlMs: number,
    ): Result<number, Context>;
  }
}

const instancesKey = 'instances';

/**
 * How many instances share this Redis, as last seen through it: each one renews its presence
 * every third of `ttlMs`, and one that stops is forgotten after `ttlMs`. While Redis is away the
 * last count holds, so each instance knows what share of the shared budget is its own.
 */
export class InstancePresence {
  readonly #id = randomUUID();
  #seen = 1;

  constructor(
    private readonly redis: SharedRedis,
    private readonly ttlMs: number,
  ) {
    redis.client.defineCommand('markInstancePresent', { numberOfKeys: 1, lua: beatScript });
    redis.repeat(Math.floor(ttlMs / 3), () => this.#beat());
    redis.onAvailable(() => this.#beat());
    redis.beforeClose(() => redis.client.zrem(instancesKey, this.#id));
  }

  /** The instances sharing this Redis when it last answered, this one included. */
  get instances(): number {
    return this.#seen;
  }

  async #beat() {
    const seen = await this.redis.client.markInstancePresent(instancesKey, this.#id, this.ttlMs);
    this.#seen = Math.max(1, seen);
  }
}
