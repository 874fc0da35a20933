/** A release function (safe to call more than once) when a slot is free, or why there is none. */
export type SlotAnswer = (() => void) | 'server-busy' | 'client-busy';

/** Where a recipe takes its slot: this instance's count, or one shared through Redis. */
export interface RecipeSlots {
  /** Recipes being written on this instance. */
  readonly active: number;
  tryAcquire(client: string): SlotAnswer | Promise<SlotAnswer>;
}

/**
 * Counts the recipes being written, in all and per client, so one shared credential cannot be
 * drained by many streams at once. `tryAcquire` answers at once: waiting would only hold sockets.
 */
export class ConcurrencyLimiter implements RecipeSlots {
  #total = 0;
  readonly #perClient = new Map<string, number>();

  constructor(
    private readonly maxTotal: number,
    /** 0 means no limit per client. */
    private readonly maxPerClient: number,
  ) {}

  get active(): number {
    return this.#total;
  }

  tryAcquire(client: string): SlotAnswer {
    if (this.#total >= this.maxTotal) return 'server-busy';
    const held = this.#perClient.get(client) ?? 0;
    if (this.maxPerClient > 0 && held >= this.maxPerClient) return 'client-busy';
    this.#total += 1;
    this.#perClient.set(client, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#perClient.get(client) ?? 1) - 1;
      if (left === 0) this.#perClient.delete(client);
      else this.#perClient.set(client, left);
    };
  }
}
