// Small runs for the tests of the report, the budgets and the comparison.
import type { BenchmarkResult } from './benchmark.ts';
import type { RunResults } from './run-results.ts';

export const pageWeight = (firstLoadBytes: number): BenchmarkResult => ({
  id: 'page-weight',
  title: 'Page weight',
  method: 'Gzipped sizes of the build.',
  figures: [
    {
      id: 'page-weight.first-load.javascript',
      label: 'First-load JavaScript, gzipped',
      unit: 'bytes',
      value: firstLoadBytes,
      cell: { row: 'First load', column: 'JavaScript' },
    },
    {
      id: 'page-weight.first-load.css',
      label: 'First-load CSS, gzipped',
      unit: 'bytes',
      value: 1_400,
      cell: { row: 'First load', column: 'CSS' },
    },
    {
      id: 'page-weight.all.javascript',
      label: 'All JavaScript, gzipped',
      unit: 'bytes',
      value: 85_200,
      cell: { row: 'Everything', column: 'JavaScript' },
    },
  ],
});

export const serverOverhead = (p50: number, p99: number): BenchmarkResult => ({
  id: 'server-overhead',
  title: 'Server overhead',
  method: 'A fake model, directly and through us.',
  rowHeading: 'At once',
  figures: [
    {
      id: 'server-overhead.at-50.added.last-byte.p50',
      label: 'Added to last byte, p50, 50 at once',
      unit: 'ms',
      value: p50,
      cell: { row: '50', column: 'Added to last byte' },
    },
    {
      id: 'server-overhead.at-50.added.last-byte.p99',
      label: 'Added to last byte, p99, 50 at once',
      unit: 'ms',
      value: p99,
      cell: { row: '50', column: 'Added to last byte' },
    },
  ],
});

export const startup = (medianMs: number): BenchmarkResult => ({
  id: 'startup',
  title: 'Start-up',
  method: '`npm start` until `/healthz` answers.',
  figures: [{ id: 'startup.p50', label: 'Median', unit: 'ms', value: medianMs }],
});

export const aRun = (benchmarks: BenchmarkResult[], date = '2026-11-22'): RunResults => ({
  date,
  machine: { cpuCount: 2, cpuModel: 'AMD EPYC', memoryBytes: 24 * 2 ** 30, os: 'Debian 12' },
  node: 'v20.20.2',
  chromium: 'Chromium 156.0.8078.79',
  benchmarks,
});
