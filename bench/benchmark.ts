/** What one benchmark reports: figures in rows, and its budget when it has one. */
export interface BenchmarkResult {
  title: string;
  /** How it was measured, in a sentence or two. */
  method: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  budget?: { text: string; met: boolean; measured: string };
}
