import { describe, expect, it } from 'vitest';
import { budgets } from './budgets.ts';
import { cookbookInProcessFigures } from './cookbook-in-process.ts';
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

  it('holds the cookbook to under 1 ms for writing one recipe and for listing the dishes', () => {
    const figures = cookbookInProcessFigures({ writeMs: 1, listMs: 1 });
    expect(figures.map((figure) => figure.id)).toEqual([
      'cookbook-chef.write-one-recipe',
      'cookbook-chef.list-dishes',
    ]);
    for (const figure of figures)
      expect(budgets.find((budget) => budget.figureId === figure.id)).toMatchObject({
        comparison: '<',
        limit: 1,
      });
  });
});
