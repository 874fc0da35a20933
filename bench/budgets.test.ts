import { describe, expect, it } from 'vitest';
import { budgets } from './budgets.ts';
import { pageWeightFigures } from './page-weight.ts';

describe('the budgets file', () => {
  it('holds one budget per figure', () => {
    const ids = budgets.map((budget) => budget.figureId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names figures the page-weight benchmark measures, as check:weight reads them', () => {
    const figures = pageWeightFigures({
      firstLoad: { javaScript: 1, css: 1, files: [] },
      all: { javaScript: 1, css: 1 },
    });
    const pageWeightBudgets = budgets.filter((budget) =>
      budget.figureId.startsWith('page-weight.'),
    );
    expect(pageWeightBudgets).not.toHaveLength(0);
    for (const budget of pageWeightBudgets)
      expect(figures.map((figure) => figure.id)).toContain(budget.figureId);
  });
});
