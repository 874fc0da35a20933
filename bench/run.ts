// `npm run bench [-- <names>] [--out file.json] [--compare earlier.json]`: runs the benchmarks
// (all, or the ones named) on loopback, prints each one's figures and budgets, and writes the
// run's results as JSON: bench/results/latest.json for a whole run, bench/results/partial.json for
// some, or --out. `npm run bench:report` renders docs/BENCHMARKS.md from such a file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { benchmarkTable, markdownTable } from './benchmark-table.ts';
import { benchmarks } from './benchmarks.ts';
import { budgets } from './budgets.ts';
import { formatComparison } from './compare-runs.ts';
import { comparisonSymbols, evaluateBudgets } from './evaluate-budgets.ts';
import { formatValue } from './figure.ts';
import { runEnvironment } from './run-environment.ts';
import { checkBenchmarkResult, readRunResults, type RunResults } from './run-results.ts';

const { values: options, positionals: chosen } = parseArgs({
  options: { out: { type: 'string' }, compare: { type: 'string' } },
  allowPositionals: true,
});
const unknown = chosen.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}`,
  );
  process.exit(2);
}
// Read before running, so a wrong path fails now rather than after the whole run.
let earlier: RunResults | undefined;
try {
  earlier = options.compare === undefined ? undefined : readRunResults(options.compare);
} catch (error) {
  console.error(`Cannot compare: ${(error as Error).message}`);
  process.exit(2);
}
const names =
  chosen.length > 0
    ? Object.keys(benchmarks).filter((name) => chosen.includes(name))
    : Object.keys(benchmarks);
const outputPath =
  options.out ??
  (names.length === Object.keys(benchmarks).length
    ? 'bench/results/latest.json'
    : 'bench/results/partial.json');

const results: RunResults = { ...runEnvironment(), benchmarks: [] };
for (const name of names) {
  console.log(`\n▶ ${name}`);
  const result = await benchmarks[name]!();
  checkBenchmarkResult(result, name);
  results.benchmarks.push(result);
  console.log(markdownTable(benchmarkTable(result)));
  for (const { budget, figure, status } of evaluateBudgets(budgets, result.figures)) {
    if (!figure) continue;
    const limit = `${comparisonSymbols[budget.comparison]} ${formatValue(figure.unit, budget.limit)}`;
    console.log(
      `Budget ${status === 'met' ? 'met' : 'MISSED'}: ${budget.description} ${limit} (measured ${formatValue(figure.unit, figure.value)})`,
    );
  }
}

mkdirSync(dirname(outputPath), { recursive: true });
writeFileSync(outputPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nWrote ${outputPath}; render docs/BENCHMARKS.md from it with \`npm run bench:report -- ${outputPath}\``,
);
if (earlier && options.compare)
  console.log(`\n${formatComparison(earlier, results, budgets, options.compare)}`);
