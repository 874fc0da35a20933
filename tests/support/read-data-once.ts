import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DataSnapshot } from '../../src/server/data-snapshot.ts';
import { readCookbook } from '../../src/server/engines/cookbook/read-cookbook.ts';
import { recipesFolder } from '../../src/server/engines/cookbook/recipes-folder.ts';
import { ingredientsFolder } from '../../src/server/kitchen/ingredients-folder.ts';
import { kitchenFiles } from '../../src/server/kitchen/kitchen-files.ts';
import { readAllergens } from '../../src/server/kitchen/read-allergens.ts';
import { readDietaryNeeds } from '../../src/server/kitchen/read-dietary-needs.ts';
import { readFoodSafety } from '../../src/server/kitchen/read-food-safety.ts';
import { readIngredientCatalog } from '../../src/server/kitchen/read-ingredient-catalog.ts';
import { readNotFood } from '../../src/server/kitchen/read-not-food.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data files read once for the whole run, as JSON; absent when a file is bad. */
    dataSnapshotPath: string | undefined;
  }
}

/**
 * Vitest global setup: reads and checks the ingredient catalogue, the cookbook and the kitchen's
 * knowledge files once per run, as `npm run build` does (scripts/build-server-data.mjs), so each
 * test file parses JSON in milliseconds instead of reading the YAML and Markdown again (half a
 * second a file). With a bad data file it provides nothing, and every file reads the files
 * itself and fails with their problems.
 */
export default function readDataOnce(project: TestProject): (() => void) | undefined {
  const catalogue = readIngredientCatalog(ingredientsFolder);
  const cookbook = readCookbook(recipesFolder, catalogue.ingredients);
  const allergens = readAllergens(kitchenFiles.allergens, catalogue.ingredients);
  const dietaryNeeds = readDietaryNeeds(kitchenFiles.dietaryNeeds);
  const foodSafety = readFoodSafety(kitchenFiles.foodSafety, catalogue.ingredients);
  const notFood = readNotFood(kitchenFiles.notFood);
  const readings = [catalogue, cookbook, allergens, dietaryNeeds, foodSafety, notFood];
  if (
    readings.some((reading) => reading.problems.length > 0) ||
    !allergens.value ||
    !dietaryNeeds.value ||
    !foodSafety.value ||
    !notFood.value
  ) {
    project.provide('dataSnapshotPath', undefined);
    return undefined;
  }
  const snapshot: DataSnapshot = {
    ingredients: catalogue.ingredients,
    recipes: cookbook.recipes,
    kitchen: {
      allergens: allergens.value,
      dietaryNeeds: dietaryNeeds.value,
      foodSafety: foodSafety.value,
      notFood: notFood.value,
    },
  };
  const folder = mkdtempSync(join(tmpdir(), 'chef-claude-test-data-'));
  const path = join(folder, 'data-snapshot.json');
  writeFileSync(path, JSON.stringify(snapshot));
  project.provide('dataSnapshotPath', path);
  return () => rmSync(folder, { recursive: true, force: true });
}
