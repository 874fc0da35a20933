import type { BenchmarkResult } from './benchmark.ts';
import type { Figure } from './figure.ts';
import { startChefProcess, type ServerProbe } from './chef-process.ts';
import { allCpus, cpuSplit, pinThisProcess } from './cpu-split.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';
import { timeConcurrently, timePost, type ResponseTiming } from './http-timing.ts';
import { percentile } from './stats.ts';

// A fast model's pace: 100 tokens a second, three times what Mixtral usually streams. Chunks 1 ms
// apart would measure how many chunks two shared cores can relay, not the latency we add.
const chunkDelayMs = 10;
// A short recipe, as a model writes one, so that the checks at its end read an ingredient list
// as they would a model's.
const chunks = [
  '## Lentil Stew\n\n',
  '### Ingredients\n\n',
  '- 200 g red lentils\n',
  '- 1 onion, chopped\n',
  '- 2 carrots, diced\n',
  '- 1 litre vegetable stock\n',
  '- 1 tsp ground cumin\n',
  '- Salt and pepper\n\n',
  '### Steps\n\n',
  '1. Soften',
  ' the onion',
  ' and carrots',
  ' in a little oil',
  ' for 5 minutes.\n',
  '2. Add',
  ' the lentils,',
  ' cumin',
  ' and stock.\n',
  '3. Simmer',
  ' for 20 minutes,',
  ' stirring',
  ' now and then,',
  ' until',
  ' the lentils',
  ' are soft.\n',
  '4. Season',
  ' with salt',
  ' and pepper',
  ' and serve',
  ' hot',
  ' with bread.',
  '\n',
];
const modelRequest = {
  model: 'bench',
  messages: [{ role: 'user', content: 'I have eggs, spinach, feta, onion.' }],
  max_tokens: 1024,
  stream: true,
};

const warmUpRequests = 1000;

const quantiles = ['p50', 'p99'] as const;
type Quantiles = Record<(typeof quantiles)[number], number>;

/** p50 and p99 of when one byte arrived: the first, or the last. */
function byteFigures(timings: readonly ResponseTiming[], byte: 'first' | 'last'): Quantiles {
  const key = byte === 'first' ? 'firstByteMs' : 'lastByteMs';
  const samples = timings.map((timing) => timing[key]);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

const added = (ours: Quantiles, direct: Quantiles): Quantiles => ({
  p50: ours.p50 - direct.p50,
  p99: ours.p99 - direct.p99,
});

/** One row of the table: what arrived when, directly and through us, at one concurrency. */
export function concurrencyFigures(
  concurrency: number,
  plain: readonly ResponseTiming[],
  ours: readonly ResponseTiming[],
): Figure[] {
  const row = String(concurrency);
  const prefix = `server-overhead.at-${concurrency}`;
  const at = `${concurrency} at once`;
  const firstByte = { direct: byteFigures(plain, 'first'), ours: byteFigures(ours, 'first') };
  const lastByte = { direct: byteFigures(plain, 'last'), ours: byteFigures(ours, 'last') };
  const columns = [
    { id: 'direct.first-byte', column: 'Direct: first byte', values: firstByte.direct },
    { id: 'ours.first-byte', column: 'Ours: first byte', values: firstByte.ours },
    {
      id: 'added.first-byte',
      column: 'Added to first byte',
      values: added(firstByte.ours, firstByte.direct),
    },
    { id: 'direct.last-byte', column: 'Direct: last byte', values: lastByte.direct },
    { id: 'ours.last-byte', column: 'Ours: last byte', values: lastByte.ours },
    {
      id: 'added.last-byte',
      column: 'Added to last byte',
      values: added(lastByte.ours, lastByte.direct),
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
 * The same requests through a bare Node relay (bench/bare-relay.ts): what it adds to the last
 * byte and what it spends per chunk, the floor under our server's figures on this machine.
 */
export function bareRelayFigures(
  concurrency: number,
  plain: readonly ResponseTiming[],
  bare: readonly ResponseTiming[],
  cpuMicroseconds: number,
  chunksRelayed: number,
): Figure[] {
  const row = String(concurrency);
  const prefix = `server-overhead.at-${concurrency}.bare-relay`;
  const at = `${concurrency} at once`;
  const column = 'Bare Node relay: added to last byte';
  const values = added(byteFigures(bare, 'last'), byteFigures(plain, 'last'));
  return [
    ...quantiles.map((quantile) => ({
      id: `${prefix}.added.last-byte.${quantile}`,
      label: `A bare Node relay: added to the last byte, ${quantile}, ${at}`,
      unit: 'ms' as const,
      value: values[quantile],
      cell: { row, column },
    })),
    {
      id: `${prefix}.cpu-per-chunk`,
      label: `A bare Node relay's CPU time per relayed chunk, ${at}`,
      unit: 'µs',
      value: cpuMicroseconds / chunksRelayed,
      cell: { row, column: 'CPU per chunk: bare Node relay' },
    },
  ];
}

/** What each side spent per chunk, and how late the server's event loop ran, at one concurrency. */
export function workFigures(
  concurrency: number,
  work: {
    chunksRelayed: number;
    /** CPU time of the benchmark's process (fake model and load) while called directly. */
    directCpuMicroseconds: number;
    /** The server's probe before and after the requests through it. */
    server: { before: ServerProbe; after: ServerProbe };
  },
): Figure[] {
  const row = String(concurrency);
  const prefix = `server-overhead.at-${concurrency}`;
  const at = `${concurrency} at once`;
  const delay = work.server.after.eventLoopDelayMs;
  const serverCpu = work.server.after.cpuMicroseconds - work.server.before.cpuMicroseconds;
  return [
    {
      id: `${prefix}.server.event-loop-delay.p99`,
      label: `Our server's event-loop delay, p99, ${at}`,
      unit: 'ms',
      value: delay.p99,
      cell: { row, column: 'Our event-loop delay' },
    },
    {
      id: `${prefix}.server.event-loop-delay.max`,
      label: `Our server's event-loop delay, most, ${at}`,
      unit: 'ms',
      value: delay.max,
      cell: { row, column: 'Our event-loop delay' },
    },
    {
      id: `${prefix}.direct.cpu-per-chunk`,
      label: `CPU time per chunk of the fake model and the load together, called directly, ${at}`,
      unit: 'µs',
      value: work.directCpuMicroseconds / work.chunksRelayed,
      cell: { row, column: 'CPU per chunk: fake and load / our server' },
    },
    {
      id: `${prefix}.server.cpu-per-chunk`,
      label: `Our server's CPU time per relayed chunk, ${at}`,
      unit: 'µs',
      value: serverCpu / work.chunksRelayed,
      cell: { row, column: 'CPU per chunk: fake and load / our server' },
    },
  ];
}

const cpuMicroseconds = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * The latency our server adds to a streamed recipe: the same fake model called directly and
 * through `POST /api/recipe`, at 1, 50 and 500 requests at once; with the CPU time each side
 * spends per chunk and how late the server's event loop runs.
 */
export async function serverOverheadBenchmark(): Promise<BenchmarkResult> {
  const split = cpuSplit();
  if (split) pinThisProcess(split.benchmark);
  const upstream = await startFakeModelServer({ chunks, firstChunkDelayMs: 20, chunkDelayMs });
  const chef = await startChefProcess(
    {
      HF_TOKEN: 'hf_bench',
      HF_ENDPOINT_URL: upstream.url,
      RECIPE_MAX_CONCURRENT: '1000',
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '1000',
    },
    undefined,
    { probe: true, ...(split ? { cpus: split.server } : {}) },
  );
  const bareRelay = await startChefProcess(
    { HF_ENDPOINT_URL: upstream.url },
    ['--import', 'tsx', 'bench/bare-relay.ts'],
    { probe: true, ...(split ? { cpus: split.server } : {}) },
  );
  const direct = () => timePost(`${upstream.url}/v1/chat/completions`, modelRequest);
  const pantry = { ingredients: ['eggs', 'spinach', 'feta', 'onion'] };
  const throughUs = () => timePost(`${chef.url}/api/recipe`, pantry);
  const throughBareRelay = () => timePost(`${bareRelay.url}/api/recipe`, pantry);
  const figures: Figure[] = [];
  try {
    // The server's code keeps being compiled through its first few hundred recipes (a chunk cost
    // about 80 µs in the first 300 at 50 at once, 55–60 µs from the 600th on): warm every path
    // well before the first row, as a server that has been up a while would be.
    for (const path of [direct, throughUs, throughBareRelay]) {
      await timeConcurrently(50, warmUpRequests, path);
    }
    for (const [concurrency, total] of [
      [1, 40],
      [50, 500],
      [500, 2000],
    ] as const) {
      // Each path is measured right after its own warm-up at the row's concurrency, which opens
      // its connections: the load closes one idle for 4 s, so a path measured after the others
      // would begin by opening hundreds at once again.
      const warmUp = (path: () => Promise<ResponseTiming>) =>
        timeConcurrently(concurrency, Math.max(concurrency, 50), path);
      await warmUp(direct);
      const directCpuBefore = cpuMicroseconds();
      const plain = await timeConcurrently(concurrency, total, direct);
      const directCpuMicroseconds = cpuMicroseconds() - directCpuBefore;
      await warmUp(throughUs);
      const before = await chef.probe();
      const ours = await timeConcurrently(concurrency, total, throughUs);
      const after = await chef.probe();
      await warmUp(throughBareRelay);
      const bareBefore = await bareRelay.probe();
      const bare = await timeConcurrently(concurrency, total, throughBareRelay);
      const bareAfter = await bareRelay.probe();
      figures.push(
        ...concurrencyFigures(concurrency, plain, ours),
        ...workFigures(concurrency, {
          chunksRelayed: total * chunks.length,
          directCpuMicroseconds,
          server: { before, after },
        }),
        ...bareRelayFigures(
          concurrency,
          plain,
          bare,
          bareAfter.cpuMicroseconds - bareBefore.cpuMicroseconds,
          total * chunks.length,
        ),
      );
    }
  } finally {
    await chef.stop();
    await bareRelay.stop();
    await upstream.close();
    if (split) pinThisProcess(allCpus());
  }
  const placement = split
    ? `our server on CPU ${split.server}, the load generator and the fake on CPUs ${split.benchmark} (taskset)`
    : 'the load generator and the fake share the benchmark process, on the same CPUs as our server';
  return {
    id: 'server-overhead',
    title: 'Server overhead',
    method: `A fake model streaming a short recipe in ${chunks.length} chunks (${chunks.join('').length} characters: a title, ${chunks.filter((chunk) => chunk.startsWith('- ')).length} ingredients and four steps, whose checks the server works out at its end; first after 20 ms, then ${chunkDelayMs} ms apart: a fast model), called directly, through our server (a separate process running the built server, logging one line per request as in production), and through a bare Node relay (bench/bare-relay.ts: \`node:http\` server and client turning the model's events into ours, nothing else, in a process of its own: the floor for this machine); ${placement}. Each path is first warmed with ${warmUpRequests.toLocaleString('en')} requests at 50 at once (the server's code keeps being compiled through its first few hundred recipes); then 40 requests one at a time, 500 at 50 at once, 2,000 at 500 at once, each path right after a warm-up of its own at the row's concurrency (at least 50 requests). The load keeps every connection it opened, as visitors' browsers do. Latencies are p50 / p99. CPU time per chunk: the benchmark's process (fake model and load generator) while called directly, and our server's process (bench/server-probe.mjs, \`process.cpuUsage()\`) while called through it, and the bare relay's the same way, each divided by the chunks relayed; the event-loop delay is \`monitorEventLoopDelay\` in our server over the requests through it, p99 / most.`,
    rowHeading: 'At once',
    figures,
  };
}
