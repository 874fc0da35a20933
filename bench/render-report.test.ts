import { describe, expect, it } from 'vitest';
import type { Budget } from './budgets.ts';
import { renderReport, type ReportProse } from './render-report.ts';
import { aRun, pageWeight, serverOverhead, startup } from './run-fixture.ts';

const budgets: Budget[] = [
  {
    figureId: 'page-weight.first-load.javascript',
    comparison: '<=',
    limit: 65_000,
    description: 'first-load JavaScript, gzipped',
  },
  {
    figureId: 'server-overhead.at-50.added.last-byte.p99',
    comparison: '<',
    limit: 5,
    description: 'p99 added to the last byte, 50 at once',
  },
];
const prose: ReportProse = {
  whatMadeItFast: '## What made it fast\n\n- Streaming.\n',
  missedBudgets: '## Budgets missed, and the plan\n\nProfile it.\n',
  benchmarkNotes: { 'server-overhead': 'The profile shows writev.\n' },
};

const sectionOf = (report: string, heading: string) =>
  report.split('\n## ').find((section) => section.startsWith(heading)) ?? '';

describe('renderReport', () => {
  it('names the run’s date and machine at the top', () => {
    const report = renderReport(aRun([startup(952)], '2026-11-22T21:09:26.000Z'), budgets, prose);
    expect(report).toContain(
      'One run of `npm run bench` on 2026-11-22: 2 × AMD EPYC, 24 GiB, Node v20.20.2, Chromium 156.0.8078.79.',
    );
  });

  it('lays each benchmark’s figures out as a table under its method', () => {
    const report = renderReport(aRun([pageWeight(49_900), serverOverhead(16, 88)]), budgets, prose);
    expect(sectionOf(report, 'Page weight')).toBe(
      [
        'Page weight',
        '',
        'Gzipped sizes of the build.',
        '',
        '|  | JavaScript | CSS |',
        '| --- | --- | --- |',
        '| First load | 49.9 KB | 1.4 KB |',
        '| Everything | 85.2 KB |  |',
        '',
      ].join('\n'),
    );
    expect(sectionOf(report, 'Server overhead')).toContain(
      '| At once | Added to last byte |\n| --- | --- |\n| 50 | 16 ms / 88 ms |',
    );
  });

  it('gives a figure with no cell a row of its own, named by its label', () => {
    const report = renderReport(aRun([startup(952)]), budgets, prose);
    expect(sectionOf(report, 'Start-up')).toContain(
      '|  | Figure |\n| --- | --- |\n| Median | 952 ms |',
    );
  });

  it('judges every budget in the budgets table, the limit written in the figure’s unit', () => {
    const report = renderReport(aRun([pageWeight(49_900), serverOverhead(16, 88)]), budgets, prose);
    expect(sectionOf(report, 'Budgets\n')).toContain(
      [
        '| Benchmark | Figure | Budget | Measured |  |',
        '| --- | --- | --- | --- | --- |',
        '| Page weight | first-load JavaScript, gzipped | ≤ 65.0 KB | 49.9 KB | met |',
        '| Server overhead | p99 added to the last byte, 50 at once | < 5 ms | 88 ms | **missed** |',
      ].join('\n'),
    );
  });

  it('marks a budget whose figure the run lacks as not measured', () => {
    const report = renderReport(aRun([pageWeight(49_900)]), budgets, prose);
    expect(report).toContain(
      '| server-overhead.at-50.added.last-byte.p99 | p99 added to the last byte, 50 at once | < 5 | – | not measured |',
    );
  });

  it('puts a benchmark’s notes under its table', () => {
    const report = renderReport(aRun([serverOverhead(16, 88)]), budgets, prose);
    expect(sectionOf(report, 'Server overhead').trimEnd()).toMatch(
      /\| 50 \| 16 ms \/ 88 ms \|\n\nThe profile shows writev\.$/,
    );
  });

  it('ends with what made it fast, and the plan for missed budgets only when one is missed', () => {
    const missing = renderReport(aRun([serverOverhead(16, 88)]), budgets, prose);
    expect(
      missing.endsWith('- Streaming.\n\n## Budgets missed, and the plan\n\nProfile it.\n'),
    ).toBe(true);
    const meeting = renderReport(aRun([serverOverhead(1, 4)]), budgets, prose);
    expect(meeting.endsWith('## What made it fast\n\n- Streaming.\n')).toBe(true);
    expect(meeting).not.toContain('Budgets missed');
  });
});
