// `npm run check:weight`, part of `npm test`: fails when the production build's first-load
// JavaScript outgrows its budget (in bench/budgets.ts), so a heavy dependency cannot slip in unnoticed.
import { budgets } from './budgets.ts';
import { comparisonSymbols, evaluateBudget } from './evaluate-budgets.ts';
import { formatValue } from './figure.ts';
import { measurePageWeight, pageWeightFigures } from './page-weight.ts';

const budget = budgets.find((each) => each.figureId === 'page-weight.first-load.javascript');
if (!budget)
  throw new Error('bench/budgets.ts has no budget for page-weight.first-load.javascript');
const weight = measurePageWeight();
const { status } = evaluateBudget(budget, pageWeightFigures(weight));
const summary = `First-load JavaScript: ${formatValue('bytes', weight.firstLoad.javaScript)} gzipped (budget ${comparisonSymbols[budget.comparison]} ${formatValue('bytes', budget.limit)}), CSS ${formatValue('bytes', weight.firstLoad.css)}; files: ${weight.firstLoad.files.join(', ')}`;
if (status !== 'met') {
  console.error(`Over budget. ${summary}`);
  process.exit(1);
}
console.log(summary);
