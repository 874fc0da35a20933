import type { Budget } from './budgets.ts';
import { evaluateBudget, type BudgetStatus } from './evaluate-budgets.ts';
import { formatValue, type Figure, type Unit } from './figure.ts';
import { allFigures, describeMachine, type RunResults } from './run-results.ts';

export interface FigureChange {
  id: string;
  label: string;
  unit: Unit;
  /** Absent when only one of the runs measured the figure. */
  before?: number;
  after?: number;
  budgets: { budget: Budget; before: BudgetStatus; after: BudgetStatus }[];
}

/**
 * Every figure of the benchmarks the later run measured, beside the earlier run's value, with
 * each budget on it judged in both runs. Benchmarks the later run skipped are left out.
 */
export function compareRuns(
  before: RunResults,
  after: RunResults,
  budgets: readonly Budget[],
): FigureChange[] {
  const beforeFigures = allFigures(before);
  const afterFigures = allFigures(after);
  const ran = new Set(after.benchmarks.map((benchmark) => benchmark.id));
  const dropped = before.benchmarks
    .filter((benchmark) => ran.has(benchmark.id))
    .flatMap((benchmark) => benchmark.figures)
    .filter((figure) => !afterFigures.some((each) => each.id === figure.id));
  return [...afterFigures, ...dropped].map((figure: Figure) => {
    const valueIn = (figures: readonly Figure[]) =>
      figures.find((each) => each.id === figure.id)?.value;
    return {
      id: figure.id,
      label: figure.label,
      unit: figure.unit,
      before: valueIn(beforeFigures),
      after: valueIn(afterFigures),
      budgets: budgets
        .filter((budget) => budget.figureId === figure.id)
        .map((budget) => ({
          budget,
          before: evaluateBudget(budget, beforeFigures).status,
          after: evaluateBudget(budget, afterFigures).status,
        })),
    };
  });
}

export const flipped = (change: FigureChange) =>
  change.budgets.some((outcome) => outcome.before !== outcome.after);

function describeChange({ unit, before, after }: FigureChange): [string, string] {
  if (before === undefined) return ['new', ''];
  if (after === undefined) return ['gone', ''];
  const difference = after - before;
  const signed = `${difference > 0 ? '+' : ''}${formatValue(unit, difference)}`;
  // A ratio of a value that can be negative (latency added) or zero says nothing.
  if (before <= 0 || after < 0) return [signed, ''];
  const percent = (100 * difference) / before;
  return [
    signed,
    `×${(after / before).toFixed(2)} (${percent > 0 ? '+' : ''}${percent.toFixed(1)} %)`,
  ];
}

const describeBudgets = (change: FigureChange) =>
  change.budgets
    .map(({ before, after }) =>
      before === after ? after : `${before} → ${after === 'missed' ? 'MISSED' : after}`,
    )
    .join(', ');

/** Lines of text with each column as wide as its widest cell. */
function alignColumns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The change in every figure, for the terminal; budgets a change flipped are listed last. */
export function formatComparison(
  before: RunResults,
  after: RunResults,
  budgets: readonly Budget[],
  beforeSource: string,
): string {
  const changes = compareRuns(before, after, budgets);
  const value = (change: FigureChange, side: 'before' | 'after') => {
    const number = change[side];
    return number === undefined ? '–' : formatValue(change.unit, number);
  };
  const lines = [
    `Compared with ${beforeSource} (${before.date}; ${describeMachine(before)})`,
    `This run: ${after.date}; ${describeMachine(after)}`,
  ];
  if (describeMachine(before) !== describeMachine(after))
    lines.push('The runs were on different machines or versions: the change is not only ours.');
  lines.push(
    '',
    alignColumns([
      ['Figure', 'Before', 'After', 'Change', 'Ratio', 'Budget'],
      ...changes.map((change) => [
        change.label,
        value(change, 'before'),
        value(change, 'after'),
        ...describeChange(change),
        describeBudgets(change),
      ]),
    ]),
    '',
  );
  const flips = changes.filter(flipped);
  lines.push(
    flips.length === 0
      ? 'No budget changed between met and missed.'
      : `Budgets flipped: ${flips.map((change) => `${change.label} (${describeBudgets(change)})`).join('; ')}`,
  );
  return lines.join('\n');
}
