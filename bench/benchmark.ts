import type { Figure } from './figure.ts';

/** What one benchmark measured, as numbers; how to read them is left to the report. */
export interface BenchmarkResult {
  /** The name it is run by: `npm run bench -- <id>`. */
  id: string;
  title: string;
  /** How it was measured, in a sentence or two. */
  method: string;
  /** The heading over the first column of its table, when its rows have a common kind. */
  rowHeading?: string;
  figures: Figure[];
}
