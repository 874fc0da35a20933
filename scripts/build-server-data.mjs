// Part of `npm run build`, after tsc: reads and checks the ingredient catalogue and the cookbook
// with the compiled readers and writes them as one JSON file that the built server parses at start
// (reading the YAML and Markdown takes half a second; the JSON, milliseconds). A bad file fails
// the build with the same `file:line: message` list that `npm run check:cookbook` prints.
import { writeFileSync } from 'node:fs';
import { readCookbook } from '../dist/server/engines/cookbook/read-cookbook.js';
import { dataSnapshotPath } from '../dist/server/data-snapshot.js';
import { formatDataProblem } from '../dist/server/kitchen/data-problem.js';
import { readIngredientCatalog } from '../dist/server/kitchen/read-ingredient-catalog.js';

const catalogue = readIngredientCatalog('src/server/kitchen/ingredients');
const cookbook = readCookbook('src/server/engines/cookbook/recipes', catalogue.ingredients);
const problems = [...catalogue.problems, ...cookbook.problems];
if (problems.length > 0) {
  console.error(problems.map(formatDataProblem).join('\n'));
  process.exit(1);
}
const snapshot = { ingredients: catalogue.ingredients, recipes: cookbook.recipes };
writeFileSync(dataSnapshotPath, JSON.stringify(snapshot));
