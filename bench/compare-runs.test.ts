import { describe, expect, it } from 'vitest';
import type { Budget } from './budgets.ts';
import { compareRuns, formatComparison } from './compare-runs.ts';
import { aRun, pageWeight, serverOverhead, startup } from './run-fixture.ts';

const budgets: Budget[] = [
  {
    figureId: 'server-overhead.at-50.added.last-byte.p99',
    comparison: '<',
    limit: 5,
    description: 'p99 added to the last byte, 50 at once',
  },
];

const lineFor = (output: string, label: string) =>
  output.split('\n').find((line) => line.startsWith(label)) ?? '';
const columns = (line: string) => line.split(/\s{2,}/);

describe('compareRuns', () => {
  it('pairs each figure of the later run with its value in the earlier one', () => {
    const changes = compareRuns(
      aRun([serverOverhead(16, 88)]),
      aRun([serverOverhead(12, 4)]),
      budgets,
    );
    expect(changes.map(({ id, before, after }) => ({ id, before, after }))).toEqual([
      { id: 'server-overhead.at-50.added.last-byte.p50', before: 16, after: 12 },
      { id: 'server-overhead.at-50.added.last-byte.p99', before: 88, after: 4 },
    ]);
    expect(changes[1]!.budgets).toEqual([{ budget: budgets[0], before: 'missed', after: 'met' }]);
  });

  it('leaves out benchmarks the later run did not run', () => {
    const changes = compareRuns(
      aRun([pageWeight(49_900), startup(952)]),
      aRun([startup(900)]),
      budgets,
    );
    expect(changes.map((change) => change.id)).toEqual(['startup.p50']);
  });

  it('keeps a figure the later run of the same benchmark no longer measures, without an after', () => {
    const later = startup(900);
    later.figures = [{ id: 'startup.p90', label: 'p90', unit: 'ms', value: 1000 }];
    const changes = compareRuns(aRun([startup(952)]), aRun([later]), budgets);
    expect(changes.map(({ id, before, after }) => ({ id, before, after }))).toEqual([
      { id: 'startup.p90', before: undefined, after: 1000 },
      { id: 'startup.p50', before: 952, after: undefined },
    ]);
  });
});

describe('formatComparison', () => {
  it('prints before, after, the difference, the ratio and the percentage per figure', () => {
    const output = formatComparison(
      aRun([startup(1000)]),
      aRun([startup(750)]),
      budgets,
      'before.json',
    );
    expect(columns(lineFor(output, 'Median'))).toEqual([
      'Median',
      '1000 ms',
      '750 ms',
      '-250 ms',
      '×0.75 (-25.0 %)',
    ]);
  });

  it('shows a budget a change flipped, and lists the flips at the end', () => {
    const output = formatComparison(
      aRun([serverOverhead(16, 4)]),
      aRun([serverOverhead(16, 88)]),
      budgets,
      'before.json',
    );
    expect(columns(lineFor(output, 'Added to last byte, p99'))).toEqual([
      'Added to last byte, p99, 50 at once',
      '4 ms',
      '88 ms',
      '+84 ms',
      '×22.00 (+2100.0 %)',
      'met → MISSED',
    ]);
    expect(output.trimEnd().split('\n').at(-1)).toBe(
      'Budgets flipped: Added to last byte, p99, 50 at once (met → MISSED)',
    );
  });

  it('shows a budget that held as its status, and says none flipped', () => {
    const output = formatComparison(
      aRun([serverOverhead(16, 88)]),
      aRun([serverOverhead(15, 80)]),
      budgets,
      'before.json',
    );
    expect(columns(lineFor(output, 'Added to last byte, p99')).at(-1)).toBe('missed');
    expect(output.trimEnd().split('\n').at(-1)).toBe('No budget changed between met and missed.');
  });

  it('gives no ratio for a figure that was zero or below before', () => {
    const output = formatComparison(
      aRun([serverOverhead(-51.29, 4)]),
      aRun([serverOverhead(12, 4)]),
      budgets,
      'before.json',
    );
    expect(columns(lineFor(output, 'Added to last byte, p50'))).toEqual([
      'Added to last byte, p50, 50 at once',
      '-51 ms',
      '12 ms',
      '+63 ms',
    ]);
  });

  it('names the earlier file and warns when the runs were on different machines', () => {
    const elsewhere = { ...aRun([startup(900)]), node: 'v22.1.0' };
    const output = formatComparison(aRun([startup(952)]), elsewhere, budgets, 'before.json');
    expect(output.split('\n')[0]).toBe(
      'Compared with before.json (2026-11-22; 2 × AMD EPYC, 24 GiB, Node v20.20.2, Chromium 156.0.8078.79)',
    );
    expect(output).toContain('different machines or versions');
  });
});
