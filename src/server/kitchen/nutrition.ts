import type { FoodNutrition } from './food-nutrition.ts';
import type { Ingredient } from './ingredient.ts';
import type { NutritionFile } from './nutrition-schema.ts';

/** Looks up an ingredient's nutrition; undefined for what counts for nothing (water). */
export function createNutritionLookUp(
  file: NutritionFile,
): (ingredient: Ingredient) => FoodNutrition | undefined {
  const byId = new Map<string, FoodNutrition>();
  for (const [id, entry] of Object.entries(file)) {
    if ('nothing' in entry) continue;
    const values = entry['per-100g'];
    byId.set(id, {
      ndb: entry.ndb,
      description: entry.description,
      per100g: {
        kcal: values.kcal,
        protein: values.protein,
        fat: values.fat,
        saturates: values.saturates,
        carbohydrate: values.carbohydrate,
        sugars: values.sugars,
        fibre: values.fibre,
        sodiumMg: values['sodium-mg'],
      },
      grams: entry.grams,
    });
  }
  return (ingredient) => byId.get(ingredient.id);
}
