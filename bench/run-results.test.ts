import { describe, expect, it } from 'vitest';
import { aRun, startup } from './run-fixture.ts';
import { parseRunResults } from './run-results.ts';

const withFigure = (figure: Record<string, unknown>) => {
  const run = aRun([startup(952)]);
  return JSON.stringify({ ...run, benchmarks: [{ ...run.benchmarks[0], figures: [figure] }] });
};

describe('parseRunResults', () => {
  it('reads back a run written as JSON', () => {
    const run = aRun([startup(952)]);
    expect(parseRunResults(JSON.stringify(run), 'run.json')).toEqual(run);
  });

  it('refuses a figure whose value was lost, naming the file and the figure', () => {
    // JSON.stringify writes NaN as null.
    const text = withFigure({ id: 'startup.p50', label: 'Median', unit: 'ms', value: null });
    expect(() => parseRunResults(text, 'run.json')).toThrow(
      'run.json: figure startup.p50 has value null, not a finite number',
    );
  });

  it('refuses a unit it cannot write', () => {
    const text = withFigure({ id: 'startup.p50', label: 'Median', unit: 'seconds', value: 1 });
    expect(() => parseRunResults(text, 'run.json')).toThrow(
      /run\.json: figure startup\.p50 has unit "seconds"; expected one of ms, µs, bytes/,
    );
  });

  it('says when the file is not JSON at all', () => {
    expect(() => parseRunResults('{', 'run.json')).toThrow(/^run\.json is not JSON/);
  });
});
