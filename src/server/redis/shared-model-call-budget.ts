import type { Result } from 'ioredis';
import {
  ModelCallBudget,
  modelBudgetExhausted,
  untilNextUtcDay,
  type ModelCallAllowance,
  type ModelCallBudgetLimits,
} from '../engines/model-call-budget.ts';
import type { InstancePresence } from './instance-presence.ts';
import type { SharedRedis } from './shared-redis.ts';

/**
 * Takes one call from both budgets at once, or none. The window starts with its first call, as in
 * memory; the day's key is named after the UTC date.
 * KEYS: the window's count, the day's count. ARGV: per window, window (ms), per day, day left (ms).
 * Answers 'taken' or which budget ran out, with the window's time left and both counts.
 */
const takeScript = `
local perWindow, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2])
local perDay, dayLeftMs = tonumber(ARGV[3]), tonumber(ARGV[4])
local windowCalls = tonumber(redis.call('GET', KEYS[1]) or '0')
local dayCalls = tonumber(redis.call('GET', KEYS[2]) or '0')
local answer = 'taken'
if perWindow > 0 and windowCalls >= perWindow then
  answer = 'window'
elseif perDay > 0 and dayCalls >= perDay then
  answer = 'day'
else
  windowCalls = redis.call('INCR', KEYS[1])
  if windowCalls == 1 then redis.call('PEXPIRE', KEYS[1], windowMs) end
  dayCalls = redis.call('INCR', KEYS[2])
  if dayCalls == 1 then redis.call('PEXPIRE', KEYS[2], dayLeftMs) end
end
return {answer, redis.call('PTTL', KEYS[1]), windowCalls, dayCalls}
`;

/**
 * Adds calls made while Redis was away to both counts.
 * KEYS: the window's count, the day's count. ARGV: calls, window (ms), day left (ms).
 */
const addScript = `
local calls = tonumber(ARGV[1])
if redis.call('INCRBY', KEYS[1], calls) == calls then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if redis.call('INCRBY', KEYS[2], calls) == calls then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
return 0
`;

type TakeAnswer = 'window' | 'day' | 'taken';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    takeModelCall(
      windowKey: string,
      dayKey: string,
      perWindow: number,
      windowMs: number,
      perDay: number,
      dayLeftMs: number,
    ): Result<[TakeAnswer, number, number, number], Context>;
    addModelCalls(
      windowKey: string,
      dayKey: string,
      calls: number,
      windowMs: number,
      dayLeftMs: number,
    ): Result<number, Context>;
  }
}

export interface SharedModelCallBudgetOptions {
  limits: ModelCallBudgetLimits;
  presence: InstancePresence;
  /** The fewest instances to share the budget among while Redis is away (`RECIPE_INSTANCES`). */
  instances: number;
  now?: () => number;
}

/** What Redis last said had been spent. */
interface SpentSeen {
  windowCalls: number;
  windowEndsAt: number;
  day: string;
  dayCalls: number;
}

const windowKey = 'budget:window';
const dayKey = (day: string) => `budget:day:${day}`;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The shared credential's budget, counted across every instance using the same Redis. While Redis
 * is away, this instance spends only its share of what Redis last said was left (divided among
 * the instances last seen, or `instances` when more), and adds what it spent once Redis is back.
 */
export class SharedModelCallBudget implements ModelCallAllowance {
  readonly #limits: ModelCallBudgetLimits;
  readonly #now: () => number;
  #seen: SpentSeen | undefined;
  /** This instance's share while Redis is away; made when an outage's first call comes. */
  #share: ModelCallBudget | undefined;
  /** Calls spent from the share that Redis has not counted yet. */
  #unsent = 0;

  constructor(
    private readonly redis: SharedRedis,
    private readonly options: SharedModelCallBudgetOptions,
  ) {
    this.#limits = options.limits;
    this.#now = options.now ?? Date.now;
    redis.client.defineCommand('takeModelCall', { numberOfKeys: 2, lua: takeScript });
    redis.client.defineCommand('addModelCalls', { numberOfKeys: 2, lua: addScript });
    redis.onAvailable(() => this.#sendUnsent());
  }

  async take(): Promise<void> {
    if (!this.redis.available) return this.#takeFromShare();
    const now = this.#now();
    const day = utcDay(now);
    let answer: [TakeAnswer, number, number, number];
    try {
      answer = await this.redis.send(() =>
        this.redis.client.takeModelCall(
          windowKey,
          dayKey(day),
          this.#limits.perWindow,
          this.#limits.windowMs,
          this.#limits.perDay,
          // A little past midnight, so an instance whose clock is behind still finds the key.
          untilNextUtcDay(now) + 3_600_000,
        ),
      );
    } catch {
      return this.#takeFromShare();
    }
    const [outcome, windowLeftMs, windowCalls, dayCalls] = answer;
    this.#seen = { windowCalls, windowEndsAt: now + Math.max(0, windowLeftMs), day, dayCalls };
    if (outcome === 'window') throw modelBudgetExhausted('window', this.#limits, windowLeftMs);
    if (outcome === 'day') throw modelBudgetExhausted('day', this.#limits, untilNextUtcDay(now));
  }

  #takeFromShare() {
    const now = this.#now();
    if (!this.#share) this.#share = new ModelCallBudget(this.#shareLimits(now), this.#now);
    const { perWindow, perDay } = this.#limits;
    const share = this.#share.limits;
    // A share of none is no call at all, where the budget's own 0 would mean no cap.
    if (perWindow > 0 && share.perWindow === 0) {
      throw modelBudgetExhausted('window', share, this.#limits.windowMs);
    }
    if (perDay > 0 && share.perDay === 0) {
      throw modelBudgetExhausted('day', share, untilNextUtcDay(now));
    }
    this.#share.take();
    this.#unsent += 1;
  }

  #shareLimits(now: number): ModelCallBudgetLimits {
    const { perWindow, windowMs, perDay } = this.#limits;
    const instances = Math.max(this.options.presence.instances, this.options.instances, 1);
    const seen = this.#seen;
    const windowSpent = seen && now < seen.windowEndsAt ? seen.windowCalls : 0;
    const daySpent = seen && seen.day === utcDay(now) ? seen.dayCalls : 0;
    const shareOf = (limit: number, spent: number) =>
      limit > 0 ? Math.floor(Math.max(0, limit - spent) / instances) : 0;
    return {
      perWindow: shareOf(perWindow, windowSpent),
      windowMs,
      perDay: shareOf(perDay, daySpent),
    };
  }

  async #sendUnsent() {
    const calls = this.#unsent;
    if (calls > 0) {
      const now = this.#now();
      await this.redis.client.addModelCalls(
        windowKey,
        dayKey(utcDay(now)),
        calls,
        this.#limits.windowMs,
        untilNextUtcDay(now) + 3_600_000,
      );
      this.#unsent -= calls;
    }
    // The next outage's share starts from what Redis says then.
    if (this.#unsent === 0) this.#share = undefined;
  }
}
