import type { BenchmarkResult } from './benchmark.ts';
import type { Figure } from './figure.ts';
import { startChefProcess } from './chef-process.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { timeConcurrently, timePost, type ResponseTiming } from './http-timing.ts';
import { percentile } from './stats.ts';

// A fast model's pace: 100 tokens a second, three times what Mixtral usually streams. Chunks 1 ms
// apart would measure how many chunks two shared cores can relay, not the latency we add.
const chunkDelayMs = 10;
const chunks = Array.from({ length: 32 }, (_, index) =>
  index === 0 ? '## Stew\n\n' : ` word${index}`,
);
const modelRequest = {
  model: 'bench',
  messages: [{ role: 'user', content: 'I have eggs, spinach, feta, onion.' }],
  max_tokens: 1024,
  stream: true,
};

const quantiles = ['p50', 'p99'] as const;

/** p50 and p99 of when one byte arrived: the first, or the last. */
function byteFigures(
  timings: readonly ResponseTiming[],
  byte: 'first' | 'last',
): Record<(typeof quantiles)[number], number> {
  const key = byte === 'first' ? 'firstByteMs' : 'lastByteMs';
  const samples = timings.map((timing) => timing[key]);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

/** One row of the table: what arrived when, directly and through us, at one concurrency. */
export function concurrencyFigures(
  concurrency: number,
  plain: readonly ResponseTiming[],
  ours: readonly ResponseTiming[],
): Figure[] {
  const row = String(concurrency);
  const prefix = `server-overhead.at-${concurrency}`;
  const at = `${concurrency} at once`;
  const lastByteDirect = byteFigures(plain, 'last');
  const lastByteOurs = byteFigures(ours, 'last');
  const columns = [
    { id: 'direct.first-byte', column: 'Direct: first byte', values: byteFigures(plain, 'first') },
    { id: 'ours.first-byte', column: 'Ours: first byte', values: byteFigures(ours, 'first') },
    { id: 'direct.last-byte', column: 'Direct: last byte', values: lastByteDirect },
    { id: 'ours.last-byte', column: 'Ours: last byte', values: lastByteOurs },
    {
      id: 'added.last-byte',
      column: 'Added to last byte',
      values: {
        p50: lastByteOurs.p50 - lastByteDirect.p50,
        p99: lastByteOurs.p99 - lastByteDirect.p99,
      },
    },
  ];
  return [
    ...columns.flatMap(({ id, column, values }) =>
      quantiles.map((quantile) => ({
        id: `${prefix}.${id}.${quantile}`,
        label: `${column}, ${quantile}, ${at}`,
        unit: 'ms' as const,
        value: values[quantile],
        cell: { row, column },
      })),
    ),
    {
      id: `${prefix}.errors`,
      label: `Errors through our server, ${at}`,
      unit: 'count',
      value: ours.filter((timing) => timing.status !== 200).length,
      cell: { row, column: 'Errors' },
    },
  ];
}

/**
 * The latency our server adds to a streamed recipe: the same fake model called directly and
 * through `POST /api/recipe`, at 1, 50 and 500 requests at once.
 */
export async function serverOverheadBenchmark(): Promise<BenchmarkResult> {
  const upstream = await startFakeModelServer({ chunks, firstChunkDelayMs: 20, chunkDelayMs });
  const chef = await startChefProcess({
    HF_TOKEN: 'hf_bench',
    HF_ENDPOINT_URL: upstream.url,
    RECIPE_MAX_CONCURRENT: '1000',
    RECIPE_MAX_CONCURRENT_PER_CLIENT: '1000',
  });
  const direct = () => timePost(`${upstream.url}/v1/chat/completions`, modelRequest);
  const throughUs = () =>
    timePost(`${chef.url}/api/recipe`, { ingredients: ['eggs', 'spinach', 'feta', 'onion'] });
  const figures: Figure[] = [];
  try {
    for (const [concurrency, total] of [
      [1, 40],
      [50, 500],
      [500, 2000],
    ] as const) {
      await timeConcurrently(concurrency, concurrency, throughUs); // warm up
      const plain = await timeConcurrently(concurrency, total, direct);
      const ours = await timeConcurrently(concurrency, total, throughUs);
      figures.push(...concurrencyFigures(concurrency, plain, ours));
    }
  } finally {
    await chef.stop();
    await upstream.close();
  }
  return {
    id: 'server-overhead',
    title: 'Server overhead',
    method: `A fake model streaming ${chunks.length} chunks (first after 20 ms, then ${chunkDelayMs} ms apart: a fast model), called directly and through our server (a separate process running the built server, logging one line per request as in production); the load generator and the fake share the benchmark process. 40 requests one at a time, 500 at 50 at once, 2,000 at 500 at once, after a warm-up. Figures are p50 / p99.`,
    rowHeading: 'At once',
    figures,
  };
}
