import autocannon from 'autocannon';
import { writeCookbookRecipe } from '../src/server/engines/cookbook/cookbook-engine.ts';
import type { BenchmarkResult } from './benchmark.ts';
import { startChefProcess } from './chef-process.ts';
import { median, now } from './stats.ts';
import { randomPantries } from '../tests/support/random-pantries.ts';

const twentyIngredients = [
  [
    'eggs',
    'spinach',
    'feta',
    'onion',
    'garlic',
    'tomatoes',
    'basil',
    'pasta',
    'parmesan',
    'chicken breasts',
    'rice',
    'soy sauce',
    'ginger',
    'broccoli',
    'carrots',
    'lemon',
    'butter',
    'milk',
    'flour',
    'potatoes',
  ],
  [
    '2 tins chickpeas',
    'coconut milk',
    'curry powder',
    'Spring Onions',
    'cilantro',
    'lime',
    'tofu',
    'noodles',
    'peppers',
    'mushrooms',
    'kale',
    'quinoa',
    'avocado',
    'black beans',
    'tortillas',
    'cumin',
    'paprika',
    'sweet potato',
    'xyzzy',
    'chocolate',
  ],
];
const rotatingPantries = 1000;
const bodies = randomPantries(rotatingPantries).map((ingredients) =>
  JSON.stringify({ ingredients }),
);

/** Requests a second, each request asking for the next of a thousand different pantries. */
async function requestsPerSecond(url: string): Promise<number> {
  let sent = 0;
  const result = await autocannon({
    url: `${url}/api/recipe`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: bodies[sent++ % bodies.length] }),
      },
    ],
    connections: 50,
    duration: 8,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.p50;
}

/** Time to choose and write one recipe, in this process: median over many calls. */
function timeOneRecipe(): number {
  const samples: number[] = [];
  for (let round = 0; round < 2000; round++) {
    const pantry = twentyIngredients[round % twentyIngredients.length]!;
    const startedAt = now();
    writeCookbookRecipe(pantry, round % 3);
    samples.push(now() - startedAt);
  }
  return median(samples.slice(200));
}

export async function cookbookChefBenchmark(): Promise<BenchmarkResult> {
  const writeMs = timeOneRecipe();
  const chef = await startChefProcess({
    RECIPE_PROVIDER: 'cookbook',
    RECIPE_MAX_CONCURRENT: '1000',
    RECIPE_MAX_CONCURRENT_PER_CLIENT: '1000',
  });
  const bare = await startChefProcess({}, ['--import', 'tsx', 'bench/bare-server.ts']);
  let ours: number;
  let ceiling: number;
  try {
    ceiling = await requestsPerSecond(bare.url);
    ours = await requestsPerSecond(chef.url);
  } finally {
    await chef.stop();
    await bare.stop();
  }
  return {
    id: 'cookbook-chef',
    title: 'Built-in cookbook',
    method: `autocannon, 50 connections for 8 s each, POSTing ${rotatingPantries} different pantries of 4 to 10 everyday ingredients in turn, so that no cache of answers could help, to \`/api/recipe\` on the built server with the built-in cookbook (security headers, validation, request log, streamed events), and to a bare Fastify route answering a fixed string (the ceiling), one after the other in this run; median of the per-second rates. Choosing and writing one recipe for a 20-ingredient pantry: median of 1,800 calls in process.`,
    figures: [
      {
        id: 'cookbook-chef.recipes-per-second',
        label: 'Recipes a second, built-in cookbook',
        unit: 'per second',
        value: ours,
      },
      {
        id: 'cookbook-chef.bare-route-per-second',
        label: 'Answers a second, bare Fastify route',
        unit: 'per second',
        value: ceiling,
      },
      {
        id: 'cookbook-chef.ratio',
        label: 'Built-in cookbook’s recipes a second ÷ bare route’s answers',
        unit: 'ratio',
        value: ours / ceiling,
        cell: { row: 'Ratio', column: 'Figure' },
      },
      {
        id: 'cookbook-chef.write-one-recipe',
        label: 'Choose and write one recipe, 20 ingredients',
        unit: 'ms',
        value: writeMs,
      },
    ],
  };
}
