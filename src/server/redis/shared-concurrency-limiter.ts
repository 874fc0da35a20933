import { randomUUID } from 'node:crypto';
import type { Result } from 'ioredis';
import type {
  ConcurrencyLimiter,
  RecipeSlots,
  SlotAnswer,
} from '../recipes/concurrency-limiter.ts';
import { allLeasesKey, clientLeasesKey, RecipeLeases } from './recipe-leases.ts';
import type { SharedRedis } from './shared-redis.ts';

/**
 * Takes a lease in two sorted sets (all recipes, and this client's), scored by when the lease
 * expires: leases past their time are dropped first, so a crashed instance's slots come back by
 * themselves. The time is Redis's own, the same for every instance.
 * KEYS: all leases, the client's leases. ARGV: lease id, lease length (ms), total cap, client cap.
 */
const acquireScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 'server-busy' end
local perClient = tonumber(ARGV[4])
if perClient > 0 and redis.call('ZCARD', KEYS[2]) >= perClient then return 'client-busy' end
local expiry = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], expiry, ARGV[1])
redis.call('ZADD', KEYS[2], expiry, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 'acquired'
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    acquireRecipeSlot(
      allLeases: string,
      clientLeases: string,
      lease: string,
      leaseMs: number,
      maxTotal: number,
      maxPerClient: number,
    ): Result<'acquired' | 'server-busy' | 'client-busy', Context>;
  }
}

export interface SharedConcurrencyOptions {
  maxTotal: number;
  /** 0 means no cap per client. */
  maxPerClient: number;
  /** How long a lease lasts unless renewed (every third of it, while its recipe runs). */
  leaseMs: number;
}

/**
 * Both concurrency caps, counted across every instance using the same Redis. This instance's own
 * count is always kept too: it is what serves while Redis is unreachable, and a slot it refuses
 * would be refused by the shared count as well. Every recipe written here holds a lease, even
 * one that started while Redis was away or whose answer came too late, so the leases in Redis are
 * the recipes in flight.
 */
export class SharedConcurrencyLimiter implements RecipeSlots {
  readonly #leases: RecipeLeases;

  constructor(
    private readonly local: ConcurrencyLimiter,
    private readonly redis: SharedRedis,
    private readonly options: SharedConcurrencyOptions,
  ) {
    redis.client.defineCommand('acquireRecipeSlot', { numberOfKeys: 2, lua: acquireScript });
    this.#leases = new RecipeLeases(redis, options.leaseMs);
  }

  /** Recipes being written on this instance. */
  get active(): number {
    return this.local.active;
  }

  async tryAcquire(client: string): Promise<SlotAnswer> {
    const releaseLocal = this.local.tryAcquire(client);
    if (typeof releaseLocal === 'string') return releaseLocal;

    const lease = randomUUID();
    const sent = this.redis.available;
    if (sent) {
      const answer = await this.redis
        .send(() =>
          this.redis.client.acquireRecipeSlot(
            allLeasesKey,
            clientLeasesKey(client),
            lease,
            this.options.leaseMs,
            this.options.maxTotal,
            this.options.maxPerClient,
          ),
        )
        // Served on this instance's count; the lease is held all the same, as Redis may take it
        // after all, and renewing it adds it if not.
        .catch(() => 'acquired' as const);
      if (answer !== 'acquired') {
        releaseLocal();
        return answer;
      }
    }
    this.#leases.hold(lease, client, { sent });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      releaseLocal();
      this.#leases.letGo(lease);
    };
  }
}
