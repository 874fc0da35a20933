import type { Result } from 'ioredis';
import {
  modelBudgetExhausted,
  untilNextUtcDay,
  type ModelCallAllowance,
  type ModelCallBudget,
  type ModelCallBudgetLimits,
} from '../engines/model-call-budget.ts';
import type { SharedRedis } from './shared-redis.ts';

/**
 * Takes one call from both budgets at once, or none. The window starts with its first call, as in
 * memory; the day's key is named after the UTC date.
 * KEYS: the window's count, the day's count. ARGV: per window, window (ms), per day, day left (ms).
 * Answers which budget ran out, with the window's time left, or 'taken'.
 */
const takeScript = `
local perWindow, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2])
local perDay, dayLeftMs = tonumber(ARGV[3]), tonumber(ARGV[4])
if perWindow > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') >= perWindow then
  return {'window', redis.call('PTTL', KEYS[1])}
end
if perDay > 0 and tonumber(redis.call('GET', KEYS[2]) or '0') >= perDay then
  return {'day', 0}
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], windowMs) end
if redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], dayLeftMs) end
return {'taken', 0}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    takeModelCall(
      windowKey: string,
      dayKey: string,
      perWindow: number,
      windowMs: number,
      perDay: number,
      dayLeftMs: number,
    ): Result<['window' | 'day' | 'taken', number], Context>;
  }
}

/**
 * The shared credential's budget, counted across every instance using the same Redis; while
 * Redis is unreachable, this instance's own budget counts instead.
 */
export class SharedModelCallBudget implements ModelCallAllowance {
  constructor(
    private readonly local: ModelCallBudget,
    private readonly redis: SharedRedis,
    private readonly limits: ModelCallBudgetLimits,
    private readonly now: () => number = Date.now,
  ) {
    redis.client.defineCommand('takeModelCall', { numberOfKeys: 2, lua: takeScript });
  }

  async take(): Promise<void> {
    if (!this.redis.available) return this.local.take();
    const now = this.now();
    const day = new Date(now).toISOString().slice(0, 10);
    let answer: 'window' | 'day' | 'taken';
    let windowLeftMs: number;
    try {
      [answer, windowLeftMs] = await this.redis.client.takeModelCall(
        'budget:window',
        `budget:day:${day}`,
        this.limits.perWindow,
        this.limits.windowMs,
        this.limits.perDay,
        // A little past midnight, so an instance whose clock is behind still finds the key.
        untilNextUtcDay(now) + 3_600_000,
      );
    } catch (error) {
      this.redis.reportFailure(error as Error);
      return this.local.take();
    }
    if (answer === 'window') throw modelBudgetExhausted('window', this.limits, windowLeftMs);
    if (answer === 'day') throw modelBudgetExhausted('day', this.limits, untilNextUtcDay(now));
  }
}
