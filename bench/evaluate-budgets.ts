import type { Budget, Comparison } from './budgets.ts';
import type { Figure } from './figure.ts';

export type BudgetStatus = 'met' | 'missed' | 'not measured';

export interface BudgetOutcome {
  budget: Budget;
  /** The figure judged; absent when the run did not measure it. */
  figure?: Figure;
  status: BudgetStatus;
}

const holds: Record<Comparison, (value: number, limit: number) => boolean> = {
  '<': (value, limit) => value < limit,
  '<=': (value, limit) => value <= limit,
  '>=': (value, limit) => value >= limit,
  '>': (value, limit) => value > limit,
};

export const comparisonSymbols: Record<Comparison, string> = {
  '<': '<',
  '<=': '≤',
  '>=': '≥',
  '>': '>',
};

export function evaluateBudget(budget: Budget, figures: readonly Figure[]): BudgetOutcome {
  const figure = figures.find((candidate) => candidate.id === budget.figureId);
  if (!figure) return { budget, status: 'not measured' };
  const met = holds[budget.comparison](figure.value, budget.limit);
  return { budget, figure, status: met ? 'met' : 'missed' };
}

export const evaluateBudgets = (budgets: readonly Budget[], figures: readonly Figure[]) =>
  budgets.map((budget) => evaluateBudget(budget, figures));
