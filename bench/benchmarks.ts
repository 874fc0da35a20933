import type { BenchmarkResult } from './benchmark.ts';
import { cookbookChefBenchmark } from './cookbook-chef.ts';
import { fastStreamBenchmark } from './fast-stream.ts';
import { firstWordsBenchmark } from './first-words.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { loadBenchmark } from './load.ts';
import { pageWeightBenchmark } from './page-weight.ts';
import { recipeChecksBenchmark } from './recipe-checks.ts';
import { serverOverheadBenchmark } from './server-overhead.ts';
import { startupBenchmark } from './startup.ts';

/** Every benchmark by the name it is run by, in the order a whole run takes them. */
export const benchmarks: Record<string, () => BenchmarkResult | Promise<BenchmarkResult>> = {
  'page-weight': pageWeightBenchmark,
  'first-words': () => firstWordsBenchmark(),
  'fast-stream': () => fastStreamBenchmark(),
  'server-overhead': serverOverheadBenchmark,
  'cookbook-chef': cookbookChefBenchmark,
  'recipe-checks': recipeChecksBenchmark,
  load: loadBenchmark,
  lighthouse: () => lighthouseBenchmark(),
  startup: () => startupBenchmark(),
};
