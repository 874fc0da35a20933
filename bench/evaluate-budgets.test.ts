import { describe, expect, it } from 'vitest';
import type { Budget } from './budgets.ts';
import { evaluateBudget, evaluateBudgets } from './evaluate-budgets.ts';
import type { Figure } from './figure.ts';

const figure = (value: number): Figure => ({ id: 'x.time', label: 'Time', unit: 'ms', value });
const budget = (comparison: Budget['comparison'], limit: number): Budget => ({
  figureId: 'x.time',
  comparison,
  limit,
  description: 'time',
});

describe('evaluateBudget', () => {
  it('meets an at-most budget at the limit and misses it just past', () => {
    expect(evaluateBudget(budget('<=', 100), [figure(100)]).status).toBe('met');
    expect(evaluateBudget(budget('<=', 100), [figure(100.01)]).status).toBe('missed');
  });

  it('misses a below budget at the limit itself', () => {
    expect(evaluateBudget(budget('<', 5), [figure(4.99)]).status).toBe('met');
    expect(evaluateBudget(budget('<', 5), [figure(5)]).status).toBe('missed');
  });

  it('meets an at-least budget at the limit and misses it just under', () => {
    expect(evaluateBudget(budget('>=', 0.5), [figure(0.5)]).status).toBe('met');
    expect(evaluateBudget(budget('>=', 0.5), [figure(0.49)]).status).toBe('missed');
  });

  it('misses an above budget at the limit itself', () => {
    expect(evaluateBudget(budget('>', 10), [figure(10)]).status).toBe('missed');
    expect(evaluateBudget(budget('>', 10), [figure(11)]).status).toBe('met');
  });

  it('reports a budget whose figure the run did not measure as not measured', () => {
    const other: Figure = { id: 'y.time', label: 'Other', unit: 'ms', value: 1 };
    expect(evaluateBudget(budget('<=', 100), [other])).toEqual({
      budget: budget('<=', 100),
      status: 'not measured',
    });
  });

  it('judges every budget in the order given, each with the figure it held', () => {
    const budgets = [budget('<=', 100), budget('>=', 200)];
    const outcomes = evaluateBudgets(budgets, [figure(150)]);
    expect(outcomes.map((outcome) => [outcome.status, outcome.figure?.value])).toEqual([
      ['missed', 150],
      ['missed', 150],
    ]);
  });
});
