// `npm run bench:report [-- results.json]`: renders docs/BENCHMARKS.md from one run's results
// (bench/results/latest.json unless named) and the prose in bench/prose/.
import { writeFileSync } from 'node:fs';
import { benchmarks } from './benchmarks.ts';
import { budgets } from './budgets.ts';
import { readReportProse } from './read-report-prose.ts';
import { renderReport } from './render-report.ts';
import { readRunResults } from './run-results.ts';

const resultsPath = process.argv[2] ?? 'bench/results/latest.json';
const outputPath = 'docs/BENCHMARKS.md';

const results = readRunResults(resultsPath);
const ran = results.benchmarks.map((benchmark) => benchmark.id);
const missing = Object.keys(benchmarks).filter((id) => !ran.includes(id));
if (missing.length > 0)
  console.warn(`${resultsPath} has no ${missing.join(', ')}: the page will leave them out.`);

writeFileSync(outputPath, renderReport(results, budgets, readReportProse(ran)));
console.log(`Wrote ${outputPath} from ${resultsPath}`);
