import type { Formula } from './formula.ts';

/** A formula's lines in groups: its bases, one line each, then each slot, as many as it holds. */
interface LineGroups {
  /** Where each group's worths start in the room; past the last group, all its lines. */
  readonly starts: Int32Array;
  /** Each slot key's group. */
  readonly groupOfSlot: ReadonlyMap<string, number>;
}

const groupsByFormula = new WeakMap<Formula, LineGroups>();

function lineGroupsOf(formula: Formula): LineGroups {
  let groups = groupsByFormula.get(formula);
  if (!groups) {
    const slots = Object.entries(formula.slots);
    const capacities = [Object.keys(formula.base).length, ...slots.map(([, slot]) => slot.max)];
    const starts = new Int32Array(capacities.length + 1);
    capacities.forEach((capacity, group) => {
      starts[group + 1] = (starts[group] ?? 0) + capacity;
    });
    groups = { starts, groupOfSlot: new Map(slots.map(([key], index) => [key, index + 1])) };
    groupsByFormula.set(formula, groups);
  }
  return groups;
}

/**
 * The most a formula's lines could take of the visitor's worths, each group of lines keeping the
 * largest offered to it: one room, reused for every formula a ranking bounds (ranking runs to its
 * end before another starts), where a list per slot was made and sorted each time.
 */
export class LargestWorths {
  #kept = new Float64Array(32);
  #counts = new Int32Array(16);
  #groups: LineGroups = { starts: new Int32Array(1), groupOfSlot: new Map() };

  /** Starts over for `formula`, with nothing offered yet. */
  startFor(formula: Formula): this {
    this.#groups = lineGroupsOf(formula);
    const groupCount = this.#groups.starts.length - 1;
    if (this.#counts.length < groupCount) this.#counts = new Int32Array(2 * groupCount);
    if (this.#kept.length < this.lines) this.#kept = new Float64Array(2 * this.lines);
    this.#counts.fill(0, 0, groupCount);
    return this;
  }

  /** How many lines the formula has. */
  get lines(): number {
    const { starts } = this.#groups;
    return starts[starts.length - 1] ?? 0;
  }

  offerToBases(worth: number): void {
    this.#keep(0, worth);
  }

  offerToSlot(key: string, worth: number): void {
    const group = this.#groups.groupOfSlot.get(key);
    if (group !== undefined) this.#keep(group, worth);
  }

  /** The sum of what each group kept, largest first within a group, groups in order. */
  sum(): number {
    const { starts } = this.#groups;
    let most = 0;
    for (let group = 0; group < starts.length - 1; group++) {
      const start = starts[group] ?? 0;
      let groupSum = 0;
      for (let at = start; at < start + (this.#counts[group] ?? 0); at++)
        groupSum += this.#kept[at] ?? 0;
      most += groupSum;
    }
    return most;
  }

  /** Keeps `worth` among the group's largest, largest first, dropping the smallest when full. */
  #keep(group: number, worth: number): void {
    const start = this.#groups.starts[group] ?? 0;
    const capacity = (this.#groups.starts[group + 1] ?? 0) - start;
    let count = this.#counts[group] ?? 0;
    if (count === capacity) {
      if (capacity === 0 || !(worth > (this.#kept[start + count - 1] ?? 0))) return;
      count -= 1;
    }
    let at = start + count;
    while (at > start && (this.#kept[at - 1] ?? 0) < worth) {
      this.#kept[at] = this.#kept[at - 1] ?? 0;
      at -= 1;
    }
    this.#kept[at] = worth;
    this.#counts[group] = count + 1;
  }
}
