import { readDataSnapshot } from '../data-snapshot.ts';
import { allergenIds, type AllergenFile, type AllergenId } from './allergen-schema.ts';
import { DataFilesError } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { ingredientCatalog } from './ingredient-catalog.ts';
import { kitchenFiles } from './kitchen-files.ts';

export interface Allergen {
  readonly id: AllergenId;
  /** 'cereals containing gluten' */
  readonly name: string;
  /** 'gluten', as in 'contains gluten' */
  readonly short: string;
  readonly ingredientIds: ReadonlySet<string>;
}

async function readAllergenFile(): Promise<AllergenFile> {
  const { readAllergens } = await import('./read-allergens.ts');
  const { value, problems } = readAllergens(kitchenFiles.allergens, ingredientCatalog);
  if (!value || problems.length > 0) throw new DataFilesError('The allergen list', problems);
  return value;
}

const file = readDataSnapshot()?.kitchen.allergens ?? (await readAllergenFile());

/** The 14 allergens, in the regulation's order, with where we spot each; read once at start. */
export const allergens: readonly Allergen[] = allergenIds.map((id) => ({
  id,
  name: file[id].name,
  short: file[id].short,
  ingredientIds: new Set(file[id].ingredients),
}));

/** The allergens we spot in an ingredient, in the regulation's order. */
export function allergensOf(ingredient: Ingredient): readonly Allergen[] {
  return allergens.filter((allergen) => allergen.ingredientIds.has(ingredient.id));
}
