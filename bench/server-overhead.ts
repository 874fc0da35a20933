import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess } from './chef-process.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { timeConcurrently, timePost } from './http-timing.ts';
import { formatMs, percentile } from './stats.ts';

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
  const rows: string[][] = [];
  let addedAt50 = Number.NaN;
  try {
    for (const [concurrency, total] of [
      [1, 40],
      [50, 500],
      [500, 2000],
    ] as const) {
      await timeConcurrently(concurrency, concurrency, throughUs); // warm up
      const plain = await timeConcurrently(concurrency, total, direct);
      const ours = await timeConcurrently(concurrency, total, throughUs);
      const failed = ours.filter((timing) => timing.status !== 200).length;
      const figure = (timings: typeof ours, key: 'firstByteMs' | 'lastByteMs', fraction: number) =>
        percentile(
          timings.map((timing) => timing[key]),
          fraction,
        );
      const added = (key: 'firstByteMs' | 'lastByteMs', fraction: number) =>
        figure(ours, key, fraction) - figure(plain, key, fraction);
      if (concurrency === 50) addedAt50 = added('lastByteMs', 0.99);
      rows.push([
        String(concurrency),
        `${formatMs(figure(plain, 'firstByteMs', 0.5))} / ${formatMs(figure(plain, 'firstByteMs', 0.99))}`,
        `${formatMs(figure(ours, 'firstByteMs', 0.5))} / ${formatMs(figure(ours, 'firstByteMs', 0.99))}`,
        `${formatMs(figure(plain, 'lastByteMs', 0.5))} / ${formatMs(figure(plain, 'lastByteMs', 0.99))}`,
        `${formatMs(figure(ours, 'lastByteMs', 0.5))} / ${formatMs(figure(ours, 'lastByteMs', 0.99))}`,
        `${formatMs(added('lastByteMs', 0.5))} / ${formatMs(added('lastByteMs', 0.99))}`,
        String(failed),
      ]);
    }
  } finally {
    await chef.stop();
    await upstream.close();
  }
  return {
    title: 'Server overhead',
    method: `A fake model streaming ${chunks.length} chunks (first after 20 ms, then ${chunkDelayMs} ms apart: a fast model), called directly and through our server (a separate process running the built server, logging one line per request as in production); the load generator and the fake share the benchmark process. 40 requests one at a time, 500 at 50 at once, 2,000 at 500 at once, after a warm-up. Figures are p50 / p99.`,
    header: [
      'At once',
      'Direct: first byte',
      'Ours: first byte',
      'Direct: last byte',
      'Ours: last byte',
      'Added to last byte',
      'Errors',
    ],
    rows,
    budget: {
      text: 'p99 added latency under 5 ms at 50 at once',
      measured: formatMs(addedAt50),
      met: addedAt50 < 5,
    },
  };
}
