import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess } from './chef-process.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { timePost } from './http-timing.ts';
import { median } from './stats.ts';

const held = 5000;
const chunks = Array.from({ length: 10 }, (_, index) => ` word${index}`);
const chunkDelayMs = 1000;
// How long the fake waits for every request to arrive before it answers them all anyway.
const gatheringTimeoutMs = 60_000;

/** The soft limit on open files of this process, which the server's process inherits. */
function openFileLimit(): number {
  const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
  return line?.[1] === 'unlimited' ? Infinity : Number(line?.[1] ?? Infinity);
}

/**
 * Five thousand visitors' recipes held open at once through one server: the fake model holds every
 * answer until all the requests have reached it, then streams each recipe slowly, so that what a
 * held stream costs the server is measured rather than how fast it relays.
 */
export async function loadBenchmark(): Promise<BenchmarkResult> {
  // Each stream holds a socket to the visitor and one to the model, on both sides of the server.
  const filesNeeded = 2 * held + 200;
  if (openFileLimit() < filesNeeded) {
    throw new Error(
      `The load benchmark holds ${held} streams and needs ${filesNeeded} open files: raise the limit (ulimit -n ${filesNeeded})`,
    );
  }
  const upstream = await startFakeModelServer({ chunks, chunkDelayMs, holdAfter: 0 });
  const chef = await startChefProcess({
    HF_TOKEN: 'hf_bench',
    HF_ENDPOINT_URL: upstream.url,
    RECIPE_MAX_CONCURRENT: String(held),
    RECIPE_MAX_CONCURRENT_PER_CLIENT: String(held),
    HTTP_MAX_CONNECTIONS: String(held + 100),
    // The model is silent until every request has arrived, which takes the server a while.
    RECIPE_FIRST_TOKEN_TIMEOUT_MS: String(gatheringTimeoutMs + 30_000),
  });
  const idleMemory = chef.peakMemoryBytes();
  try {
    const answered = Promise.all(
      Array.from({ length: held }, () =>
        timePost(`${chef.url}/api/recipe`, {
          ingredients: ['eggs', 'spinach', 'feta', 'onion'],
        }).catch(() => ({ status: 0, firstByteMs: 0, lastByteMs: 0 })),
      ),
    );
    const gathering = AbortSignal.timeout(gatheringTimeoutMs);
    while (upstream.requests.length < held && !gathering.aborted) await delay(50);
    const heldAtOnce = upstream.requests.length;
    upstream.setScript({ chunks, chunkDelayMs });
    upstream.release();
    // Every stream is held and has begun its answer: what they cost while held, once collected.
    await delay(chunkDelayMs * 2.5);
    const whileHeld = chef.residentMemoryBytes();
    const timings = await answered;
    const errors = timings.filter((timing) => timing.status !== 200).length;
    const peak = chef.peakMemoryBytes();
    const mebibytes = (bytes: number) => bytes / 2 ** 20;
    return {
      id: 'load',
      title: 'Load',
      method: `${held} recipe requests sent at once through the built server (RECIPE_MAX_CONCURRENT=${held}, HTTP_MAX_CONNECTIONS=${held + 100}) to a fake model that holds every answer until all the requests have reached it, then streams ${chunks.length} chunks ${chunkDelayMs} ms apart in each (${held} chunks a second in all: a slow model, so that the figures measure what a held stream costs rather than how fast the server relays). Memory is the server process's resident set: its peak (VmHWM), and what it holds (VmRSS) ${chunkDelayMs * 2.5} ms after the answers began, while every stream is held; per held stream, each one's growth over the memory after start-up divided by the streams held.`,
      figures: [
        {
          id: 'load.held',
          label: 'Requests held at once',
          unit: 'count',
          value: heldAtOnce,
        },
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
        {
          id: 'load.memory.per-held-stream',
          label: 'Server peak memory per held stream',
          unit: 'KiB',
          value: (peak - idleMemory) / 1024 / Math.max(1, heldAtOnce),
        },
        {
          id: 'load.memory.while-held.per-stream',
          label: 'Server memory per stream while all are held',
          unit: 'KiB',
          value: (whileHeld - idleMemory) / 1024 / Math.max(1, heldAtOnce),
        },
      ],
    };
  } finally {
    await chef.stop();
    await upstream.close();
  }
}
