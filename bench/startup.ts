import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { BenchmarkResult } from './benchmark.ts';
import { freePort, serverNodeFlags, startChefProcess, waitForHealthy } from './chef-process.ts';
import { median, now } from './stats.ts';
import { startFakeModelServer } from '../tests/support/fake-model-server.ts';

/** From running `npm start` on a built checkout to `/healthz` answering 200. */
async function timeStart(): Promise<number> {
  const port = await freePort();
  const startedAt = now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), RECIPE_PROVIDER: 'cookbook' },
    stdio: 'ignore',
    detached: true,
  });
  await waitForHealthy(`http://127.0.0.1:${port}`, { child });
  const elapsed = now() - startedAt;
  process.kill(-child.pid!, 'SIGTERM');
  await once(child, 'exit');
  return elapsed;
}

/**
 * The built server's resident memory (VmRSS) once `/healthz` answers 200, in MiB: what start-up
 * left it holding, its garbage included, before any request.
 */
async function memoryAfterStart(environment: Record<string, string>): Promise<number> {
  const chef = await startChefProcess(environment);
  try {
    return chef.residentMemoryBytes() / 2 ** 20;
  } finally {
    await chef.stop();
  }
}

export async function startupBenchmark(runs = 5): Promise<BenchmarkResult> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push(await timeStart());
  // A model to configure: the server asks it, in the background, whether it serves the model.
  const model = await startFakeModelServer();
  const withModel: number[] = [];
  const cookbookOnly: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      withModel.push(await memoryAfterStart({ HF_TOKEN: 'hf_bench', HF_ENDPOINT_URL: model.url }));
      cookbookOnly.push(await memoryAfterStart({ RECIPE_PROVIDER: 'cookbook' }));
    }
  } finally {
    await model.close();
  }
  const fastestOrSlowest = { row: 'Fastest / slowest', column: 'Figure' };
  return {
    id: 'startup',
    title: 'Start-up',
    method: `\`npm start\` on an already built checkout until \`/healthz\` answers 200, polled every 5 ms; median of ${runs} runs (npm itself included). Memory: the resident set (VmRSS) of \`node ${serverNodeFlags.join(' ')} dist/server/main.js\` (as \`npm start\` runs it) once \`/healthz\` answers 200, with a model configured (a fake one, as the load benchmark has it) and with the built-in cookbook alone; median of ${runs} starts each.`,
    figures: [
      {
        id: 'startup.p50',
        label: 'Start-up, median',
        unit: 'ms',
        value: median(samples),
        cell: { row: 'Median', column: 'Figure' },
      },
      {
        id: 'startup.fastest',
        label: 'Fastest start-up',
        unit: 'ms',
        value: Math.min(...samples),
        cell: fastestOrSlowest,
      },
      {
        id: 'startup.slowest',
        label: 'Slowest start-up',
        unit: 'ms',
        value: Math.max(...samples),
        cell: fastestOrSlowest,
      },
      {
        id: 'startup.memory.with-model',
        label: 'Resident memory after start, a model configured',
        unit: 'MiB',
        value: median(withModel),
      },
      {
        id: 'startup.memory.cookbook-only',
        label: 'Resident memory after start, the built-in cookbook alone',
        unit: 'MiB',
        value: median(cookbookOnly),
      },
    ],
  };
}
