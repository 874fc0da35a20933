import { describe, expect, it } from 'vitest';
import { benchmarkTable } from './benchmark-table.ts';
import type { ResponseTiming } from './http-timing.ts';
import { bareRelayFigures, concurrencyFigures, workFigures } from './server-overhead.ts';

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
        'Added to first byte',
        'Direct: last byte',
        'Ours: last byte',
        'Added to last byte',
        'Errors',
      ],
      [
        '50',
        '30 ms / 40 ms',
        '32 ms / 50 ms',
        '2 ms / 10 ms',
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

  it('make the CPU time per chunk on each side and the server’s event-loop delay', () => {
    const figures = workFigures(50, {
      chunksRelayed: 1000,
      directCpuMicroseconds: 40_000,
      server: {
        before: { cpuMicroseconds: 10_000, eventLoopDelayMs: { p50: 9, p99: 99, max: 999 } },
        after: { cpuMicroseconds: 70_000, eventLoopDelayMs: { p50: 1, p99: 3, max: 12 } },
      },
    });
    const table = benchmarkTable({ id: 'server-overhead', title: '', method: '', figures });
    expect(table).toEqual([
      ['', 'Our event-loop delay', 'CPU per chunk: fake and load / our server'],
      ['50', '3 ms / 12 ms', '40 µs / 60 µs'],
    ]);
  });

  it('make what a bare Node relay adds to the last byte and spends per chunk, beside ours', () => {
    const direct = timings([300, 300, 300, 400]);
    const bare = timings([301, 302, 303, 410]);
    const figures = bareRelayFigures(50, direct, bare, 31_000, 1000);
    const table = benchmarkTable({ id: 'server-overhead', title: '', method: '', figures });
    expect(table).toEqual([
      ['', 'Bare Node relay: added to last byte', 'CPU per chunk: bare Node relay'],
      ['50', '2 ms / 10 ms', '31 µs'],
    ]);
    expect(
      figures.find((figure) => figure.id === 'server-overhead.at-50.bare-relay.cpu-per-chunk'),
    ).toMatchObject({ unit: 'µs', value: 31 });
  });
});
