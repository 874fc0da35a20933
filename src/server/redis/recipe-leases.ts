import type { Result } from 'ioredis';
import type { SharedRedis } from './shared-redis.ts';

/** The sorted set of every instance's leases, each scored by when it expires. */
export const allLeasesKey = 'slots:all';

/** The sorted set of one client's leases. */
export const clientLeasesKey = (client: string) => `slots:client:${client}`;

/**
 * Renews the first leases listed and removes the others, in the set of all leases and in their
 * client's set. A renewed lease is added again if it had run out while Redis was away: the
 * recipe is still being written.
 * KEYS: all leases, then each listed lease's client set. ARGV: lease length (ms), how many leases
 * to renew, then the leases.
 */
const syncScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local leaseMs, renewed = tonumber(ARGV[1]), tonumber(ARGV[2])
for index = 3, #ARGV do
  local lease, clientLeases = ARGV[index], KEYS[index - 1]
  if index - 2 <= renewed then
    redis.call('ZADD', KEYS[1], now + leaseMs, lease)
    redis.call('ZADD', clientLeases, now + leaseMs, lease)
    redis.call('PEXPIRE', clientLeases, leaseMs)
  else
    redis.call('ZREM', KEYS[1], lease)
    redis.call('ZREM', clientLeases, lease)
  end
end
if renewed > 0 then redis.call('PEXPIRE', KEYS[1], leaseMs) end
return 0
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    syncRecipeLeases(
      numberOfKeys: number,
      ...keysAndArguments: (string | number)[]
    ): Result<number, Context>;
  }
}

/**
 * This instance's leases in Redis, kept equal to the recipes it is writing. Leases are short and
 * one timer renews them all in one command, so a lease whose instance died is gone in seconds. A
 * lease this instance let go of is removed at once, or, if Redis does not answer, as soon as it
 * answers again: the instance made its id, so it never has to wait for the lease to run out.
 */
export class RecipeLeases {
  /** Lease id → its client's set, for the recipes being written here. */
  readonly #held = new Map<string, string>();
  /** Held leases never sent to Redis: let go of, they need no removing. */
  readonly #unsent = new Set<string>();
  /** Leases let go of that Redis may still hold. */
  readonly #toRemove = new Map<string, string>();

  constructor(
    private readonly redis: SharedRedis,
    private readonly leaseMs: number,
  ) {
    redis.client.defineCommand('syncRecipeLeases', { lua: syncScript });
    redis.repeat(Math.floor(leaseMs / 3), () => this.#sync(this.#held));
    // Recipes that started while Redis was away get their leases, and those let go are removed.
    redis.onAvailable(() => this.#sync(this.#held));
  }

  /** A recipe's lease, `sent` to Redis already or to be added when Redis answers again. */
  hold(lease: string, client: string, { sent }: { sent: boolean }) {
    this.#held.set(lease, clientLeasesKey(client));
    if (!sent) this.#unsent.add(lease);
  }

  /** The recipe has ended: its lease goes now, or when Redis answers again. */
  letGo(lease: string) {
    const clientLeases = this.#held.get(lease);
    if (clientLeases === undefined) return;
    this.#held.delete(lease);
    // Without this, a Redis that never answers (a wrong password) would have them pile up.
    if (this.#unsent.delete(lease)) return;
    this.#toRemove.set(lease, clientLeases);
    if (this.redis.available) {
      this.#sync(new Map()).catch((error: Error) => this.redis.reportFailure(error));
    }
  }

  async #sync(renewing: ReadonlyMap<string, string>) {
    const removing = [...this.#toRemove];
    const renewed = [...renewing];
    if (renewed.length === 0 && removing.length === 0) return;
    const leases = [...renewed, ...removing];
    for (const [lease] of renewed) this.#unsent.delete(lease);
    await this.redis.client.syncRecipeLeases(
      1 + leases.length,
      allLeasesKey,
      ...leases.map(([, clientLeases]) => clientLeases),
      this.leaseMs,
      renewed.length,
      ...leases.map(([lease]) => lease),
    );
    for (const [lease] of removing) this.#toRemove.delete(lease);
  }
}
