import { allergenIds, type AllergenId } from './allergen-schema.ts';
import type { Ingredient } from './ingredient.ts';
import { readKitchenKnowledge } from './kitchen-knowledge.ts';

export interface Allergen {
  readonly id: AllergenId;
  /** 'cereals containing gluten' */
  readonly name: string;
  /** 'gluten', as in 'contains gluten' */
  readonly short: string;
  readonly ingredientIds: ReadonlySet<string>;
}

const file = await readKitchenKnowledge('allergens', 'The allergen list');

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
