import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CookbookRecipe } from './engines/cookbook/cookbook-recipe.ts';
import type { AllergenFile } from './kitchen/allergen-schema.ts';
import type { DietaryNeedFile } from './kitchen/dietary-need-schema.ts';
import type { FoodSafetyFile } from './kitchen/food-safety-schema.ts';
import type { Ingredient } from './kitchen/ingredient.ts';
import type { NotFoodFile } from './kitchen/not-food-schema.ts';

/**
 * The catalogue, the cookbook and the kitchen's other knowledge as `npm run build` read and
 * checked them from their files.
 */
export interface DataSnapshot {
  readonly ingredients: readonly Ingredient[];
  readonly recipes: readonly CookbookRecipe[];
  /** What the kitchen's knowledge files hold (`src/server/kitchen/*.yaml`). */
  readonly kitchen: {
    readonly allergens: AllergenFile;
    readonly dietaryNeeds: DietaryNeedFile;
    readonly foodSafety: FoodSafetyFile;
    readonly notFood: NotFoodFile;
  };
}

/** Written beside the compiled server by `scripts/build-server-data.mjs`; never in `src/`. */
export const dataSnapshotPath = fileURLToPath(new URL('./data-snapshot.json', import.meta.url));

let snapshot: DataSnapshot | undefined;

/**
 * Hands the loaders data already read and checked, before they are first imported: the unit
 * tests read the files once per run (tests/support/read-data-once.ts) rather than once per file.
 */
export function provideDataSnapshot(data: DataSnapshot): void {
  snapshot = data;
}

/**
 * The built server's data, parsed once: a few milliseconds, where reading the YAML and Markdown
 * files takes half a second. Running from source (tsx, Vitest) there is none, and the loaders read
 * the files themselves.
 */
export function readDataSnapshot(): DataSnapshot | undefined {
  if (!snapshot && existsSync(dataSnapshotPath)) {
    snapshot = JSON.parse(readFileSync(dataSnapshotPath, 'utf8')) as DataSnapshot;
  }
  return snapshot;
}
