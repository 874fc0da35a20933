import { describe, expect, it } from 'vitest';
import { benchmarkTable } from './benchmark-table.ts';
import type { ResponseTiming } from './http-timing.ts';
import { concurrencyFigures } from './server-overhead.ts';

const timings = (lastByteMs: number[], status = 200): ResponseTiming[] =>
  lastByteMs.map((last) => ({ status, firstByteMs: last / 10, lastByteMs: last }));

describe('server overhead figures', () => {
  it('make a row per concurrency: p50 / p99 of each byte, the latency we add, the errors', () => {
    const direct = timings([300, 300, 300, 400]);
    const ours = [...timings([310, 320, 330]), ...timings([500], 502)];
    const figures = concurrencyFigures(50, direct, ours);
    const table = benchmarkTable({ id: 'server-overhead', title: '', method: '', figures });
    expect(table).toEqual([
      [
        '',
        'Direct: first byte',
        'Ours: first byte',
        'Direct: last byte',
        'Ours: last byte',
        'Added to last byte',
        'Errors',
      ],
      [
        '50',
        '30 ms / 40 ms',
        '32 ms / 50 ms',
        '300 ms / 400 ms',
        '320 ms / 500 ms',
        '20 ms / 100 ms',
        '1',
      ],
    ]);
    expect(
      figures.find((figure) => figure.id === 'server-overhead.at-50.added.last-byte.p99'),
    ).toMatchObject({ unit: 'ms', value: 100 });
  });
});
