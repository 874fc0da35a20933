import autocannon from 'autocannon';
import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess, type ChefProcess } from './chef-process.ts';
import {
  cookbookInProcessFigures,
  cookbookInProcessMethod,
  timeCookbookInProcess,
} from './cookbook-in-process.ts';
import { randomPantries } from '../tests/support/random-pantries.ts';

const rotatingPantries = 1000;
const bodiesOf = (pantries: string[][]) =>
  pantries.map((ingredients) => JSON.stringify({ ingredients }));
const bodies = bodiesOf(randomPantries(rotatingPantries));
// Other pantries for the warm-up: the code is compiled and the memories of lines and formulas
// hold what a running server's would, but not this run's answers.
const warmUpBodies = bodiesOf(randomPantries(rotatingPantries, 20_261_126));
const warmUpSeconds = 3;
const measuredSeconds = 8;

/**
 * Requests a second to one path of a server, the recipe route asking for the next of a thousand
 * different pantries each time, and the server's CPU time per request (all its threads, garbage
 * collection included).
 */
async function serve(
  server: ChefProcess,
  path: '/api/recipe' | '/healthz',
): Promise<{ perSecond: number; cpuMs: number }> {
  await load(server, path, warmUpBodies, warmUpSeconds);
  const before = await server.probe();
  const result = await load(server, path, bodies, measuredSeconds);
  const after = await server.probe();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${server.url}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    perSecond: result.requests.p50,
    cpuMs: (after.cpuMicroseconds - before.cpuMicroseconds) / 1000 / result.requests.total,
  };
}

/** autocannon's 50 connections on one path for `duration` seconds, pantries in turn. */
function load(
  server: ChefProcess,
  path: '/api/recipe' | '/healthz',
  pantries: readonly string[],
  duration: number,
) {
  let sent = 0;
  return autocannon({
    url: `${server.url}${path}`,
    ...(path === '/api/recipe'
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: pantries[sent++ % pantries.length],
              }),
            },
          ],
        }
      : {}),
    connections: 50,
    duration,
  });
}

export async function cookbookChefBenchmark(): Promise<BenchmarkResult> {
  const inProcess = timeCookbookInProcess();
  const chef = await startChefProcess(
    {
      RECIPE_PROVIDER: 'cookbook',
      RECIPE_MAX_CONCURRENT: '1000',
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '1000',
    },
    undefined,
    { probe: true },
  );
  const bare = await startChefProcess({}, ['--import', 'tsx', 'bench/bare-server.ts'], {
    probe: true,
  });
  let ours: Awaited<ReturnType<typeof serve>>;
  let health: Awaited<ReturnType<typeof serve>>;
  let ceiling: Awaited<ReturnType<typeof serve>>;
  try {
    ceiling = await serve(bare, '/api/recipe');
    health = await serve(chef, '/healthz');
    ours = await serve(chef, '/api/recipe');
  } finally {
    await chef.stop();
    await bare.stop();
  }
  return {
    id: 'cookbook-chef',
    title: 'Built-in cookbook',
    method: `autocannon, 50 connections for ${measuredSeconds} s each after ${warmUpSeconds} s of warming up (the recipe route warmed with another thousand pantries), POSTing ${rotatingPantries.toLocaleString('en')} different pantries of 4 to 10 everyday ingredients in turn, so that no cache of answers could help, to \`/api/recipe\` on the built server with the built-in cookbook (security headers, validation, request log, metrics, streamed events, the checks); GETting the same server's \`/healthz\` (the same hooks, no work: what the recipe is measured against); and POSTing to a bare Fastify route answering a fixed string, one after the other in this run; median of the per-second rates, and each server's CPU time per answer (\`process.cpuUsage()\` in its process, all threads). ${cookbookInProcessMethod}`,
    figures: [
      {
        id: 'cookbook-chef.recipes-per-second',
        label: 'Recipes a second, built-in cookbook',
        unit: 'per second',
        value: ours.perSecond,
      },
      {
        id: 'cookbook-chef.healthz-per-second',
        label: 'Answers a second, our server’s /healthz',
        unit: 'per second',
        value: health.perSecond,
      },
      {
        id: 'cookbook-chef.bare-route-per-second',
        label: 'Answers a second, bare Fastify route',
        unit: 'per second',
        value: ceiling.perSecond,
      },
      {
        id: 'cookbook-chef.ratio-to-healthz',
        label: 'Built-in cookbook’s recipes a second ÷ our server’s /healthz answers',
        unit: 'ratio',
        value: ours.perSecond / health.perSecond,
        cell: { row: 'Ratio', column: 'Figure' },
      },
      {
        id: 'cookbook-chef.ratio',
        label: 'Built-in cookbook’s recipes a second ÷ bare route’s answers',
        unit: 'ratio',
        value: ours.perSecond / ceiling.perSecond,
      },
      {
        id: 'cookbook-chef.cpu-per-recipe',
        label: 'Our server’s CPU time per recipe',
        unit: 'ms',
        value: ours.cpuMs,
      },
      {
        id: 'cookbook-chef.healthz-cpu-per-answer',
        label: 'Our server’s CPU time per /healthz answer',
        unit: 'ms',
        value: health.cpuMs,
      },
      {
        id: 'cookbook-chef.bare-route-cpu-per-answer',
        label: 'Bare route’s CPU time per answer',
        unit: 'ms',
        value: ceiling.cpuMs,
      },
      ...cookbookInProcessFigures(inProcess),
    ],
  };
}
