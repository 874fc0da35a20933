// Part of `npm run build`, after tsc: reads and checks the ingredient catalogue, the cookbook and
// the kitchen's knowledge files (allergens, dietary needs, food safety, not food) with the
// compiled readers and writes them as one JSON file that the built server parses at start
// (reading the YAML and Markdown takes half a second; the JSON, milliseconds). A bad file fails
// the build with the same `file:line: message` list that `npm run check:cookbook` prints.
import { writeFileSync } from 'node:fs';
import { dataSnapshotPath } from '../dist/server/data-snapshot.js';
import { formatDataProblem } from '../dist/server/kitchen/data-problem.js';
import { readDataFiles } from '../dist/server/read-data-files.js';

// The sources, not the compiled folder the readers' own defaults would point to.
const { problems, snapshot } = readDataFiles({
  ingredients: 'src/server/kitchen/ingredients',
  recipes: 'src/server/engines/cookbook/recipes',
  kitchen: {
    allergens: 'src/server/kitchen/allergens.yaml',
    dietaryNeeds: 'src/server/kitchen/dietary-needs.yaml',
    foodSafety: 'src/server/kitchen/food-safety.yaml',
    notFood: 'src/server/kitchen/not-food.yaml',
  },
});
if (problems.length > 0 || !snapshot) {
  console.error(problems.map(formatDataProblem).join('\n'));
  process.exit(1);
}
writeFileSync(dataSnapshotPath, JSON.stringify(snapshot));
