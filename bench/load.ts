import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess } from './chef-process.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { timePost } from './http-timing.ts';
import { formatMs, median } from './stats.ts';

const held = 1000;

/** A thousand visitors' recipes streaming at once, each for a few seconds, through one server. */
export async function loadBenchmark(): Promise<BenchmarkResult> {
  const chunks = Array.from({ length: 40 }, (_, index) => ` word${index}`);
  const upstream = await startFakeModelServer({ chunks, firstChunkDelayMs: 300, chunkDelayMs: 50 });
  const chef = await startChefProcess({
    HF_TOKEN: 'hf_bench',
    HF_ENDPOINT_URL: upstream.url,
    RECIPE_MAX_CONCURRENT: String(held),
    RECIPE_MAX_CONCURRENT_PER_CLIENT: String(held),
  });
  const idleMemory = chef.peakMemoryBytes();
  try {
    const timings = await Promise.all(
      Array.from({ length: held }, () =>
        timePost(`${chef.url}/api/recipe`, {
          ingredients: ['eggs', 'spinach', 'feta', 'onion'],
        }).catch(() => ({ status: 0, firstByteMs: 0, lastByteMs: 0 })),
      ),
    );
    const errors = timings.filter((timing) => timing.status !== 200).length;
    const peak = chef.peakMemoryBytes();
    const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    return {
      title: 'Load',
      method: `${held} streaming recipe requests sent at once through the built server (RECIPE_MAX_CONCURRENT=${held}) to a fake model that streams ${chunks.length} chunks 50 ms apart after 300 ms, so all are held open together (each would take about 2.3 s alone). Memory is the server process's peak resident set (VmHWM).`,
      header: ['', 'Figure'],
      rows: [
        ['Requests held at once', String(held)],
        ['Errors', String(errors)],
        ['Median time to last byte', formatMs(median(timings.map((timing) => timing.lastByteMs)))],
        ['Server memory after start-up', megabytes(idleMemory)],
        ['Server peak memory', megabytes(peak)],
      ],
      budget: {
        text: `${held} at once with 0 errors`,
        measured: `${errors} errors`,
        met: errors === 0,
      },
    };
  } finally {
    await chef.stop();
    await upstream.close();
  }
}
