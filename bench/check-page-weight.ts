// `npm run check:weight`, part of `npm test`: fails when the production build's first-load
// JavaScript outgrows its budget, so a heavy dependency cannot slip in unnoticed.
import { firstLoadJavaScriptBudgetBytes, measurePageWeight } from './page-weight.ts';
import { formatKb } from './stats.ts';

const weight = measurePageWeight();
const summary = `First-load JavaScript: ${formatKb(weight.firstLoad.javaScript)} gzipped (budget ${formatKb(firstLoadJavaScriptBudgetBytes)}), CSS ${formatKb(weight.firstLoad.css)}; files: ${weight.firstLoad.files.join(', ')}`;
if (weight.firstLoad.javaScript > firstLoadJavaScriptBudgetBytes) {
  console.error(`Over budget. ${summary}`);
  process.exit(1);
}
console.log(summary);
