import { readDataSnapshot, type DataSnapshot } from '../data-snapshot.ts';
import { DataFilesError, type DataProblem } from './data-problem.ts';
import { kitchenFiles } from './kitchen-files.ts';

type KitchenKnowledge = DataSnapshot['kitchen'];

type Reading<Value> = { value: Value | undefined; problems: readonly DataProblem[] };

// Imported only when running from source: the built server has the build's snapshot.
const readers: {
  [Name in keyof KitchenKnowledge]: () => Promise<Reading<KitchenKnowledge[Name]>>;
} = {
  allergens: async () => {
    const { readAllergens } = await import('./read-allergens.ts');
    const { ingredientCatalog } = await import('./ingredient-catalog.ts');
    return readAllergens(kitchenFiles.allergens, ingredientCatalog);
  },
  dietaryNeeds: async () => {
    const { readDietaryNeeds } = await import('./read-dietary-needs.ts');
    return readDietaryNeeds(kitchenFiles.dietaryNeeds);
  },
  foodSafety: async () => {
    const { readFoodSafety } = await import('./read-food-safety.ts');
    const { ingredientCatalog } = await import('./ingredient-catalog.ts');
    return readFoodSafety(kitchenFiles.foodSafety, ingredientCatalog);
  },
  notFood: async () => {
    const { readNotFood } = await import('./read-not-food.ts');
    return readNotFood(kitchenFiles.notFood);
  },
};

/**
 * One of the kitchen's knowledge files as the build's snapshot holds it, or, running from source,
 * read and checked from its YAML; a file with a problem stops the server, naming `what` it holds.
 */
export async function readKitchenKnowledge<Name extends keyof KitchenKnowledge>(
  name: Name,
  what: string,
): Promise<KitchenKnowledge[Name]> {
  const built = readDataSnapshot()?.kitchen[name];
  if (built) return built;
  const { value, problems } = await readers[name]();
  if (!value || problems.length > 0) throw new DataFilesError(what, problems);
  return value;
}
