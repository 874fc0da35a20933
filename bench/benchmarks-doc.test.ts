import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgets } from './budgets.ts';
import { readReportProse } from './read-report-prose.ts';
import { renderReport } from './render-report.ts';
import { readRunResults } from './run-results.ts';

describe('docs/BENCHMARKS.md', () => {
  it('is what `npm run bench:report` renders from bench/results/latest.json and bench/prose/', () => {
    const results = readRunResults('bench/results/latest.json');
    const rendered = renderReport(
      results,
      budgets,
      readReportProse(results.benchmarks.map((benchmark) => benchmark.id)),
    );
    expect(readFileSync('docs/BENCHMARKS.md', 'utf8')).toBe(rendered);
  });
});
