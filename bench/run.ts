// `npm run bench`: every benchmark on loopback, a table on the terminal, and docs/BENCHMARKS.md.
// `npm run bench -- load lighthouse` runs only those (the file is still written, with just them).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchmarkResult } from './benchmark.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { firstWordsBenchmark } from './first-words.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { loadBenchmark } from './load.ts';
import { cookbookChefBenchmark } from './cookbook-chef.ts';
import { pageWeightBenchmark } from './page-weight.ts';
import { serverOverheadBenchmark } from './server-overhead.ts';
import { startupBenchmark } from './startup.ts';

const benchmarks: Record<string, () => BenchmarkResult | Promise<BenchmarkResult>> = {
  'page-weight': pageWeightBenchmark,
  'first-words': () => firstWordsBenchmark(),
  'server-overhead': serverOverheadBenchmark,
  'cookbook-chef': cookbookChefBenchmark,
  load: loadBenchmark,
  lighthouse: () => lighthouseBenchmark(),
  startup: () => startupBenchmark(),
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}`,
  );
  process.exit(2);
}

const table = (result: BenchmarkResult) =>
  [result.header, result.header.map(() => '---'), ...result.rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');

const results: BenchmarkResult[] = [];
for (const [name, run] of Object.entries(benchmarks)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const result = await run();
  results.push(result);
  console.log(table(result));
  if (result.budget) {
    console.log(
      `Budget ${result.budget.met ? 'met' : 'MISSED'}: ${result.budget.text} (measured ${result.budget.measured})`,
    );
  }
}

const chromiumVersion = execFileSync(chromiumLaunchOptions.executablePath, ['--version'], {
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .toString()
  .trim();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${chromiumVersion}`;
const budgets = results.filter((result) => result.budget);
const document = [
  '# Benchmarks',
  '',
  `One run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}. Everything runs on loopback; the AI model is a fake on 127.0.0.1 that streams like one. The machine is shared and noisy, so every figure is a median or a ratio from this one run.`,
  '',
  '## Reproduce',
  '',
  '```sh',
  'npm install',
  'npm run bench                     # all of them, about 5 minutes; rewrites this file',
  'npm run bench -- first-words load # only some',
  '```',
  '',
  'Needs Chromium at `/usr/bin/chromium` (Debian: `apt-get install chromium`).',
  '',
  '## Budgets',
  '',
  '| Benchmark | Budget | Measured | |',
  '| --- | --- | --- | --- |',
  ...budgets.map(
    (result) =>
      `| ${result.title} | ${result.budget!.text} | ${result.budget!.measured} | ${result.budget!.met ? 'met' : '**missed**'} |`,
  ),
  '',
  ...results.flatMap((result) => [`## ${result.title}`, '', result.method, '', table(result), '']),
  readFileSync(new URL('./what-made-it-fast.md', import.meta.url), 'utf8').trim(),
  '',
  ...(budgets.some((result) => !result.budget!.met)
    ? [readFileSync(new URL('./missed-budgets.md', import.meta.url), 'utf8').trim(), '']
    : []),
].join('\n');
writeFileSync('docs/BENCHMARKS.md', document);
console.log('\nWrote docs/BENCHMARKS.md');
