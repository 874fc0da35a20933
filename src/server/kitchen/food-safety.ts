import type { FoodSafetyNote } from '../../shared/recipe-checks.ts';
import {
  temperaturePlaceholder,
  type FoodSafetyFile,
  type FoodSafetyNoteEntry,
} from './food-safety-schema.ts';
import type { Ingredient } from './ingredient.ts';

/** 'Poultry: cook until the thickest part reaches 74 °C (165 °F).' */
export function foodSafetyText({ food, advice, celsius, fahrenheit }: FoodSafetyNoteEntry): string {
  const temperature = `${celsius} °C (${fahrenheit} °F)`;
  return `${food}: ${advice.replace(temperaturePlaceholder, temperature)}.`;
}

/** The notes of `food-safety.yaml` that apply to a dish using some ingredients. */
export function createFoodSafetyNotes(file: FoodSafetyFile) {
  const sourceOf = (id: string): FoodSafetyNote['source'] => {
    const source = file.sources[id];
    if (!source) throw new Error(`No food-safety source '${id}'`);
    return source;
  };
  const rules = Object.entries(file.notes).map(([id, entry]) => ({
    note: { id, text: foodSafetyText(entry), source: sourceOf(entry.source) },
    ingredientIds: new Set(entry.ingredients),
  }));
  /** The notes that apply to a dish using these ingredients, in the file's order, each once. */
  return (ingredients: Iterable<Ingredient>): FoodSafetyNote[] => {
    const ids = new Set([...ingredients].map((ingredient) => ingredient.id));
    return rules
      .filter((rule) => [...rule.ingredientIds].some((id) => ids.has(id)))
      .map((rule) => rule.note);
  };
}
