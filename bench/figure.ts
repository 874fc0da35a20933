/** How a figure's value is counted; each unit has one way of being written. */
export type Unit =
  'ms' | 'µs' | 'bytes' | 'KiB' | 'MiB' | 'count' | 'per second' | 'ratio' | 'times' | 'score';

/** One number a benchmark measured. */
export interface Figure {
  /** Stable across runs, so runs can be compared: `<benchmark>.<what>`, e.g. `load.errors`. */
  id: string;
  /** What it is, for a person: `p99 added to the last byte, 50 at once`. */
  label: string;
  unit: Unit;
  value: number;
  /**
   * Where it sits in its benchmark's table: the row and column headings. Several figures in one
   * cell are written `a / b`. Without it, the figure has a row of its own named by its label.
   */
  cell?: { row: string; column: string };
}

const formatters: Record<Unit, (value: number) => string> = {
  ms: (value) =>
    Math.abs(value) < 10 ? `${Number(value.toFixed(2))} ms` : `${value.toFixed(0)} ms`,
  µs: (value) => `${value.toFixed(0)} µs`,
  // Transfer sizes, written in decimal kilobytes as gzip sizes usually are.
  bytes: (value) => `${(value / 1000).toFixed(1)} KB`,
  KiB: (value) => `${value.toFixed(0)} KiB`,
  MiB: (value) => `${value.toFixed(0)} MiB`,
  count: (value) => String(value),
  'per second': (value) => value.toFixed(0),
  ratio: (value) => value.toFixed(2),
  times: (value) => `${value.toFixed(0)}×`,
  score: (value) => String(value),
};

export const units = Object.keys(formatters) as Unit[];

export const formatValue = (unit: Unit, value: number): string => formatters[unit](value);
