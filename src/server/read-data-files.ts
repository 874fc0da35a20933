import type { DataSnapshot } from './data-snapshot.ts';
import { readCookbook } from './engines/cookbook/read-cookbook.ts';
import { recipesFolder } from './engines/cookbook/recipes-folder.ts';
import type { DataProblem } from './kitchen/data-problem.ts';
import { ingredientsFolder } from './kitchen/ingredients-folder.ts';
import { kitchenFiles } from './kitchen/kitchen-files.ts';
import { readAllergens } from './kitchen/read-allergens.ts';
import { readDietaryNeeds } from './kitchen/read-dietary-needs.ts';
import { readFoodSafety } from './kitchen/read-food-safety.ts';
import { readIngredientCatalog } from './kitchen/read-ingredient-catalog.ts';
import { readNotFood } from './kitchen/read-not-food.ts';

/** Where the data files are: the catalogue's and the cookbook's folders, the kitchen's files. */
export interface DataFiles {
  readonly ingredients: string;
  readonly recipes: string;
  readonly kitchen: { readonly [Name in keyof typeof kitchenFiles]: string };
}

/** The project's own, found from this file: right when running from source (tsx, Vitest). */
export const sourceDataFiles: DataFiles = {
  ingredients: ingredientsFolder,
  recipes: recipesFolder,
  kitchen: kitchenFiles,
};

export interface DataFilesReading {
  /** Every problem in every file, each able to say `file:line: message`. */
  readonly problems: readonly DataProblem[];
  /** The ingredients and recipes that could be read, whatever the problems elsewhere. */
  readonly ingredients: DataSnapshot['ingredients'];
  readonly recipes: DataSnapshot['recipes'];
  /** What the files hold, for the server to start with; undefined when a file has a problem. */
  readonly snapshot: DataSnapshot | undefined;
}

/**
 * Reads and checks every data file the server needs, as it would at start: for the build's
 * snapshot (scripts/build-server-data.mjs), `npm run check:cookbook`, and the unit tests' one
 * reading a run.
 */
export function readDataFiles(files: DataFiles = sourceDataFiles): DataFilesReading {
  const catalogue = readIngredientCatalog(files.ingredients);
  const cookbook = readCookbook(files.recipes, catalogue.ingredients);
  const allergens = readAllergens(files.kitchen.allergens, catalogue.ingredients);
  const dietaryNeeds = readDietaryNeeds(files.kitchen.dietaryNeeds);
  const foodSafety = readFoodSafety(files.kitchen.foodSafety, catalogue.ingredients);
  const notFood = readNotFood(files.kitchen.notFood);
  const problems = [catalogue, cookbook, allergens, dietaryNeeds, foodSafety, notFood].flatMap(
    (reading) => reading.problems,
  );
  const kitchen = {
    allergens: allergens.value,
    dietaryNeeds: dietaryNeeds.value,
    foodSafety: foodSafety.value,
    notFood: notFood.value,
  };
  const whole = (part: typeof kitchen): part is DataSnapshot['kitchen'] =>
    Object.values(part).every((value) => value !== undefined);
  return {
    problems,
    ingredients: catalogue.ingredients,
    recipes: cookbook.recipes,
    snapshot:
      problems.length === 0 && whole(kitchen)
        ? { ingredients: catalogue.ingredients, recipes: cookbook.recipes, kitchen }
        : undefined,
  };
}
