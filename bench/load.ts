import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess } from './chef-process.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { timePost } from './http-timing.ts';
import { median } from './stats.ts';

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
    const mebibytes = (bytes: number) => bytes / 2 ** 20;
    return {
      id: 'load',
      title: 'Load',
      method: `${held} streaming recipe requests sent at once through the built server (RECIPE_MAX_CONCURRENT=${held}) to a fake model that streams ${chunks.length} chunks 50 ms apart after 300 ms, so all are held open together (each would take about 2.3 s alone). Memory is the server process's peak resident set (VmHWM).`,
      figures: [
        { id: 'load.held', label: 'Requests held at once', unit: 'count', value: held },
        {
          id: 'load.errors',
          label: 'Errors with every request held at once',
          unit: 'count',
          value: errors,
          cell: { row: 'Errors', column: 'Figure' },
        },
        {
          id: 'load.last-byte.p50',
          label: 'Median time to last byte',
          unit: 'ms',
          value: median(timings.map((timing) => timing.lastByteMs)),
        },
        {
          id: 'load.memory.after-start',
          label: 'Server memory after start-up',
          unit: 'MiB',
          value: mebibytes(idleMemory),
        },
        {
          id: 'load.memory.peak',
          label: 'Server peak memory',
          unit: 'MiB',
          value: mebibytes(peak),
        },
      ],
    };
  } finally {
    await chef.stop();
    await upstream.close();
  }
}
