import { readFileSync } from 'node:fs';
import type { BenchmarkResult } from './benchmark.ts';
import { units, type Figure } from './figure.ts';

/** One run of `npm run bench`, as written to bench/results/*.json. */
export interface RunResults {
  /** When the run started (ISO 8601). */
  date: string;
  machine: { cpuCount: number; cpuModel: string; memoryBytes: number; os: string };
  /** `process.version`, and what `chromium --version` printed. */
  node: string;
  chromium: string;
  /** Anything a reader of the file should know about where its figures came from. */
  note?: string;
  benchmarks: BenchmarkResult[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws, naming the figure, when it is not one a results file can hold (NaN becomes null in JSON). */
export function checkFigure(figure: unknown, where: string): asserts figure is Figure {
  if (!isRecord(figure)) throw new Error(`${where}: a figure must be an object`);
  const { id, label, unit, value, cell } = figure;
  const name = typeof id === 'string' ? `${where}: figure ${id}` : `${where}: a figure`;
  if (typeof id !== 'string' || id === '') throw new Error(`${name} has no id`);
  if (typeof label !== 'string') throw new Error(`${name} has no label`);
  if (!units.includes(unit as Figure['unit']))
    throw new Error(
      `${name} has unit ${JSON.stringify(unit)}; expected one of ${units.join(', ')}`,
    );
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`${name} has value ${JSON.stringify(value)}, not a finite number`);
  if (
    cell !== undefined &&
    !(isRecord(cell) && typeof cell.row === 'string' && typeof cell.column === 'string')
  )
    throw new Error(`${name} has a cell without a row and a column`);
}

export function checkBenchmarkResult(
  result: unknown,
  where: string,
): asserts result is BenchmarkResult {
  if (!isRecord(result)) throw new Error(`${where}: a benchmark must be an object`);
  const { id, title, method, rowHeading, figures } = result;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof method !== 'string')
    throw new Error(`${where}: a benchmark needs an id, a title and a method`);
  if (rowHeading !== undefined && typeof rowHeading !== 'string')
    throw new Error(`${where}: benchmark ${id} has a rowHeading that is not text`);
  if (!Array.isArray(figures)) throw new Error(`${where}: benchmark ${id} has no figures`);
  figures.forEach((figure) => checkFigure(figure, where));
}

export function parseRunResults(text: string, source: string): RunResults {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!isRecord(parsed)) throw new Error(`${source}: expected an object`);
  const { date, machine, node, chromium, benchmarks } = parsed;
  if (typeof date !== 'string' || typeof node !== 'string' || typeof chromium !== 'string')
    throw new Error(`${source}: expected date, node and chromium as text`);
  if (
    !isRecord(machine) ||
    typeof machine.cpuCount !== 'number' ||
    typeof machine.cpuModel !== 'string' ||
    typeof machine.memoryBytes !== 'number' ||
    typeof machine.os !== 'string'
  )
    throw new Error(`${source}: expected machine with cpuCount, cpuModel, memoryBytes and os`);
  if (!Array.isArray(benchmarks)) throw new Error(`${source}: expected a benchmarks list`);
  benchmarks.forEach((benchmark) => checkBenchmarkResult(benchmark, source));
  return parsed as unknown as RunResults;
}

export const readRunResults = (path: string): RunResults =>
  parseRunResults(readFileSync(path, 'utf8'), path);

export const allFigures = (results: RunResults): Figure[] =>
  results.benchmarks.flatMap((benchmark) => benchmark.figures);

/** `2 × AMD EPYC, 24 GiB, Node v20.20.2, Chromium 156…`: enough to tell two machines apart. */
export const describeMachine = ({ machine, node, chromium }: RunResults): string =>
  `${machine.cpuCount} × ${machine.cpuModel}, ${(machine.memoryBytes / 2 ** 30).toFixed(0)} GiB, Node ${node}, ${chromium}`;
