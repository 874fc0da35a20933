import type { FoodSafetyNote } from '../../shared/recipe-checks.ts';
import { readDataSnapshot } from '../data-snapshot.ts';
import { DataFilesError } from './data-problem.ts';
import {
  temperaturePlaceholder,
  type FoodSafetyFile,
  type FoodSafetyNoteEntry,
} from './food-safety-schema.ts';
import type { Ingredient } from './ingredient.ts';
import { ingredientCatalog } from './ingredient-catalog.ts';
import { kitchenFiles } from './kitchen-files.ts';

/** 'Poultry: cook until the thickest part reaches 74 °C (165 °F).' */
export function foodSafetyText({ food, advice, celsius, fahrenheit }: FoodSafetyNoteEntry): string {
  const temperature = `${celsius} °C (${fahrenheit} °F)`;
  return `${food}: ${advice.replace(temperaturePlaceholder, temperature)}.`;
}

async function readFoodSafetyFile(): Promise<FoodSafetyFile> {
  const { readFoodSafety } = await import('./read-food-safety.ts');
  const { value, problems } = readFoodSafety(kitchenFiles.foodSafety, ingredientCatalog);
  if (!value || problems.length > 0) throw new DataFilesError('The food-safety notes', problems);
  return value;
}

const file = readDataSnapshot()?.kitchen.foodSafety ?? (await readFoodSafetyFile());

function sourceOf(id: string): FoodSafetyNote['source'] {
  const source = file.sources[id];
  if (!source) throw new Error(`No food-safety source '${id}'`);
  return source;
}

const rules = Object.entries(file.notes).map(([id, entry]) => ({
  note: { id, text: foodSafetyText(entry), source: sourceOf(entry.source) },
  ingredientIds: new Set(entry.ingredients),
}));

/** The notes that apply to a dish using these ingredients, in the file's order, each once. */
export function foodSafetyNotes(ingredients: Iterable<Ingredient>): FoodSafetyNote[] {
  const ids = new Set([...ingredients].map((ingredient) => ingredient.id));
  return rules
    .filter((rule) => [...rule.ingredientIds].some((id) => ids.has(id)))
    .map((rule) => rule.note);
}
