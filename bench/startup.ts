import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { BenchmarkResult } from './benchmark.ts';
import { freePort, waitForHealthy } from './chef-process.ts';
import { median, now } from './stats.ts';

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

export async function startupBenchmark(runs = 5): Promise<BenchmarkResult> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) samples.push(await timeStart());
  const fastestOrSlowest = { row: 'Fastest / slowest', column: 'Figure' };
  return {
    id: 'startup',
    title: 'Start-up',
    method: `\`npm start\` on an already built checkout until \`/healthz\` answers 200, polled every 5 ms; median of ${runs} runs (npm itself included).`,
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
    ],
  };
}
