import { allergenIds, type AllergenFile, type AllergenId } from './allergen-schema.ts';
import type { Ingredient } from './ingredient.ts';

export interface Allergen {
  readonly id: AllergenId;
  /** 'cereals containing gluten' */
  readonly name: string;
  /** 'gluten', as in 'contains gluten' */
  readonly short: string;
  readonly ingredientIds: ReadonlySet<string>;
}

/** The 14 allergens, in the regulation's order, with where `allergens.yaml` says we spot each. */
export function createAllergens(file: AllergenFile): readonly Allergen[] {
  return allergenIds.map((id) => ({
    id,
    name: file[id].name,
    short: file[id].short,
    ingredientIds: new Set(file[id].ingredients),
  }));
}

/** The allergens we spot in an ingredient, in the regulation's order. */
export function allergensOf(
  allergens: readonly Allergen[],
  ingredient: Ingredient,
): readonly Allergen[] {
  return allergens.filter((allergen) => allergen.ingredientIds.has(ingredient.id));
}
