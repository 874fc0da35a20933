import { existsSync, readFileSync } from 'node:fs';
import type { ReportProse } from './render-report.ts';

const prosePath = (name: string) => new URL(`./prose/${name}.md`, import.meta.url);
const readProse = (name: string) => readFileSync(prosePath(name), 'utf8');

/**
 * The prose in bench/prose/: what-made-it-fast.md, missed-budgets.md, and `<benchmark id>.md`
 * for notes under that benchmark's table, when there is one.
 */
export function readReportProse(benchmarkIds: readonly string[]): ReportProse {
  return {
    whatMadeItFast: readProse('what-made-it-fast'),
    missedBudgets: readProse('missed-budgets'),
    benchmarkNotes: Object.fromEntries(
      benchmarkIds.filter((id) => existsSync(prosePath(id))).map((id) => [id, readProse(id)]),
    ),
  };
}
