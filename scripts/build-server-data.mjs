// Part of `npm run build`, after tsc: reads and checks the ingredient catalogue, the cookbook and
// the kitchen's knowledge files (allergens, dietary needs, food safety, not food) with the
// compiled readers and writes them as one JSON file that the built server parses at start
// (reading the YAML and Markdown takes half a second; the JSON, milliseconds). A bad file fails
// the build with the same `file:line: message` list that `npm run check:cookbook` prints.
import { writeFileSync } from 'node:fs';
import { readCookbook } from '../dist/server/engines/cookbook/read-cookbook.js';
import { dataSnapshotPath } from '../dist/server/data-snapshot.js';
import { formatDataProblem } from '../dist/server/kitchen/data-problem.js';
import { readIngredientCatalog } from '../dist/server/kitchen/read-ingredient-catalog.js';
import { readAllergens } from '../dist/server/kitchen/read-allergens.js';
import { readDietaryNeeds } from '../dist/server/kitchen/read-dietary-needs.js';
import { readFoodSafety } from '../dist/server/kitchen/read-food-safety.js';
import { readNotFood } from '../dist/server/kitchen/read-not-food.js';

const catalogue = readIngredientCatalog('src/server/kitchen/ingredients');
const cookbook = readCookbook('src/server/engines/cookbook/recipes', catalogue.ingredients);
const kitchen = {
  allergens: readAllergens('src/server/kitchen/allergens.yaml', catalogue.ingredients),
  dietaryNeeds: readDietaryNeeds('src/server/kitchen/dietary-needs.yaml'),
  foodSafety: readFoodSafety('src/server/kitchen/food-safety.yaml', catalogue.ingredients),
  notFood: readNotFood('src/server/kitchen/not-food.yaml'),
};
const problems = [
  ...catalogue.problems,
  ...cookbook.problems,
  ...Object.values(kitchen).flatMap((reading) => reading.problems),
];
if (problems.length > 0) {
  console.error(problems.map(formatDataProblem).join('\n'));
  process.exit(1);
}
const snapshot = {
  ingredients: catalogue.ingredients,
  recipes: cookbook.recipes,
  kitchen: Object.fromEntries(
    Object.entries(kitchen).map(([name, reading]) => [name, reading.value]),
  ),
};
writeFileSync(dataSnapshotPath, JSON.stringify(snapshot));
