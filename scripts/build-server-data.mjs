// Part of `npm run build`, after tsc: reads and checks every data file (the ingredient catalogue,
// the cookbook, the kitchen's knowledge files) with the compiled loader and writes what it read
// as one JSON file that the built server parses at start with `readBuiltData` (reading the YAML
// and Markdown takes half a second; the JSON, milliseconds). A bad file fails the build with the
// same `file:line: message` list that `npm run check:cookbook` prints.
import { writeFileSync } from 'node:fs';
import { formatDataProblem } from '../dist/server/kitchen/data-problem.js';
import { builtDataPath } from '../dist/server/built-data.js';
import { readDataFiles } from '../dist/server/load-data.js';

// The sources, not the compiled folder the loader's own defaults would point to.
const { problems, data } = readDataFiles({
  ingredients: 'src/server/kitchen/ingredients',
  recipes: 'src/server/engines/cookbook/recipes',
  kitchen: {
    allergens: 'src/server/kitchen/allergens.yaml',
    dietaryNeeds: 'src/server/kitchen/dietary-needs.yaml',
    foodSafety: 'src/server/kitchen/food-safety.yaml',
    notFood: 'src/server/kitchen/not-food.yaml',
    nutrition: 'src/server/kitchen/nutrition.yaml',
  },
});
if (problems.length > 0 || !data) {
  console.error(problems.map(formatDataProblem).join('\n'));
  process.exit(1);
}
writeFileSync(builtDataPath, JSON.stringify(data));
