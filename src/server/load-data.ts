import { builtDataPath, readBuiltData } from './built-data.ts';
import { readCookbook } from './engines/cookbook/read-cookbook.ts';
import { recipesFolder } from './engines/cookbook/recipes-folder.ts';
import { DataFilesError, type DataProblem } from './kitchen/data-problem.ts';
import { ingredientsFolder } from './kitchen/ingredients-folder.ts';
import { kitchenFiles } from './kitchen/kitchen-files.ts';
import { readAllergens } from './kitchen/read-allergens.ts';
import { readDietaryNeeds } from './kitchen/read-dietary-needs.ts';
import { readFoodSafety } from './kitchen/read-food-safety.ts';
import { readIngredientCatalog } from './kitchen/read-ingredient-catalog.ts';
import { readNotFood } from './kitchen/read-not-food.ts';
import { readNutrition } from './kitchen/read-nutrition.ts';
import type { ServerData } from './server-data.ts';

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
  readonly ingredients: ServerData['ingredients'];
  readonly recipes: ServerData['recipes'];
  /** What the files hold, for the server to start with; undefined when a file has a problem. */
  readonly data: ServerData | undefined;
}

/**
 * Reads and checks every data file, collecting every problem: what `loadData` does from source,
 * the build's JSON and `npm run check:cookbook` are made of.
 */
export function readDataFiles(files: DataFiles = sourceDataFiles): DataFilesReading {
  const catalogue = readIngredientCatalog(files.ingredients);
  const cookbook = readCookbook(files.recipes, catalogue.ingredients);
  const allergens = readAllergens(files.kitchen.allergens, catalogue.ingredients);
  const dietaryNeeds = readDietaryNeeds(files.kitchen.dietaryNeeds);
  const foodSafety = readFoodSafety(files.kitchen.foodSafety, catalogue.ingredients);
  const notFood = readNotFood(files.kitchen.notFood);
  const nutrition = readNutrition(files.kitchen.nutrition, catalogue.ingredients);
  const problems = [
    catalogue,
    cookbook,
    allergens,
    dietaryNeeds,
    foodSafety,
    notFood,
    nutrition,
  ].flatMap((reading) => reading.problems);
  const kitchen = {
    allergens: allergens.value,
    dietaryNeeds: dietaryNeeds.value,
    foodSafety: foodSafety.value,
    notFood: notFood.value,
    nutrition: nutrition.value,
  };
  const whole = (part: typeof kitchen): part is ServerData['kitchen'] =>
    Object.values(part).every((value) => value !== undefined);
  return {
    problems,
    ingredients: catalogue.ingredients,
    recipes: cookbook.recipes,
    data:
      problems.length === 0 && whole(kitchen)
        ? { ingredients: catalogue.ingredients, recipes: cookbook.recipes, kitchen }
        : undefined,
  };
}

/**
 * The server's data, called once at start (main.ts) and handed down: the build's JSON when
 * there is one (or `builtData`, the file a test run wrote once), else the source files read and
 * checked. A file with a problem throws, listing every problem as `file:line: message`.
 */
export function loadData(builtData = builtDataPath): ServerData {
  const built = readBuiltData(builtData);
  if (built) return built;
  const { data, problems } = readDataFiles();
  if (!data) throw new DataFilesError('The data files', problems);
  return data;
}
