import { benchmarkTable, markdownTable } from './benchmark-table.ts';
import type { Budget } from './budgets.ts';
import { comparisonSymbols, evaluateBudgets, type BudgetOutcome } from './evaluate-budgets.ts';
import { formatValue } from './figure.ts';
import { allFigures, describeMachine, type RunResults } from './run-results.ts';

/** What people wrote about the figures, kept beside the code in bench/prose/. */
export interface ReportProse {
  whatMadeItFast: string;
  /** Shown only when the run missed a budget. */
  missedBudgets: string;
  /** Notes on one benchmark, by its id, shown under its table. */
  benchmarkNotes: Readonly<Record<string, string>>;
}

const reproduce = [
  '## Reproduce',
  '',
  '```sh',
  'npm install',
  'ulimit -n 20000                             # the load benchmark holds 5,000 streams: two sockets each',
  'npm run bench                               # all of them, about 11 minutes; writes bench/results/latest.json',
  'npm run bench:report                        # renders this file from bench/results/latest.json',
  'npm run bench -- first-words load           # only some; writes bench/results/partial.json',
  'npm run bench -- load --out before.json     # the results to a file of your choice',
  'npm run bench -- load --compare before.json # the change in each figure since that run',
  '```',
  '',
  'Needs Chromium at `/usr/bin/chromium` (Debian: `apt-get install chromium`), or another one named by `CHROMIUM_PATH`. Budgets are in `bench/budgets.ts`; the prose below is in `bench/prose/`.',
];

function budgetRow(results: RunResults, { budget, figure, status }: BudgetOutcome): string[] {
  const benchmark = results.benchmarks.find((candidate) =>
    candidate.figures.some((each) => each.id === budget.figureId),
  );
  const limit = figure ? formatValue(figure.unit, budget.limit) : String(budget.limit);
  return [
    benchmark?.title ?? budget.figureId,
    budget.description,
    `${comparisonSymbols[budget.comparison]} ${limit}`,
    figure ? formatValue(figure.unit, figure.value) : '–',
    status === 'missed' ? '**missed**' : status,
  ];
}

/** docs/BENCHMARKS.md for one run: its figures judged by the budgets, with the prose around them. */
export function renderReport(
  results: RunResults,
  budgets: readonly Budget[],
  prose: ReportProse,
): string {
  const outcomes = evaluateBudgets(budgets, allFigures(results));
  return [
    '# Benchmarks',
    '',
    `One run of \`npm run bench\` on ${results.date.slice(0, 10)}: ${describeMachine(results)}. Everything runs on loopback; the AI model is a fake on 127.0.0.1 that streams like one. The machine is shared and noisy, so every figure is a median or a ratio from this one run.`,
    '',
    ...reproduce,
    '',
    '## Budgets',
    '',
    markdownTable([
      ['Benchmark', 'Figure', 'Budget', 'Measured', ''],
      ...outcomes.map((outcome) => budgetRow(results, outcome)),
    ]),
    '',
    ...results.benchmarks.flatMap((benchmark) => {
      const notes = prose.benchmarkNotes[benchmark.id]?.trim();
      return [
        `## ${benchmark.title}`,
        '',
        benchmark.method,
        '',
        markdownTable(benchmarkTable(benchmark)),
        '',
        ...(notes ? [notes, ''] : []),
      ];
    }),
    prose.whatMadeItFast.trim(),
    '',
    ...(outcomes.some((outcome) => outcome.status === 'missed')
      ? [prose.missedBudgets.trim(), '']
      : []),
  ].join('\n');
}
