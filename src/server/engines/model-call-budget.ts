import { RecipeFailure } from './recipe-failure.ts';

export interface ModelCallBudgetLimits {
  /** Calls per window for the whole server; 0 means no cap. */
  perWindow: number;
  windowMs: number;
  /** Calls per UTC day; 0 means no cap. */
  perDay: number;
}

const dayMs = 86_400_000;

/** What takes one call from a budget: this instance's count, or one shared through Redis. */
export interface ModelCallAllowance {
  /** Takes one call, or throws the failure that says which budget ran out. */
  take(): void | Promise<void>;
}

/** Milliseconds from `now` to the next midnight, UTC, when the daily budget refills. */
export function untilNextUtcDay(now: number): number {
  return dayMs - (now % dayMs);
}

/** The failure of a call past one of the budgets, telling the operator which. */
export function modelBudgetExhausted(
  budget: 'window' | 'day',
  limits: ModelCallBudgetLimits,
  retryAfterMs: number,
): RecipeFailure {
  const message =
    budget === 'window'
      ? `The server's budget of ${limits.perWindow} model calls per ${limits.windowMs} ms ran out (RECIPE_GLOBAL_RATE_LIMIT)`
      : `The server's budget of ${limits.perDay} model calls per day ran out (RECIPE_DAILY_LIMIT)`;
  return new RecipeFailure('model-budget-exhausted', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/**
 * What the shared credential may spend, every client together: the per-client limits multiply
 * with the number of addresses a visitor has, this does not. Fixed windows, counted in memory.
 */
export class ModelCallBudget implements ModelCallAllowance {
  #window = { start: -Infinity, calls: 0 };
  #day = { start: -Infinity, calls: 0 };

  constructor(
    readonly limits: ModelCallBudgetLimits,
    private readonly now: () => number = Date.now,
  ) {}

  take() {
    const now = this.now();
    const { perWindow, windowMs, perDay } = this.limits;
    if (now - this.#window.start >= windowMs) this.#window = { start: now, calls: 0 };
    const today = now - (now % dayMs);
    if (today !== this.#day.start) this.#day = { start: today, calls: 0 };

    if (perWindow > 0 && this.#window.calls >= perWindow) {
      throw modelBudgetExhausted('window', this.limits, this.#window.start + windowMs - now);
    }
    if (perDay > 0 && this.#day.calls >= perDay) {
      throw modelBudgetExhausted('day', this.limits, untilNextUtcDay(now));
    }
    this.#window.calls += 1;
    this.#day.calls += 1;
  }
}
