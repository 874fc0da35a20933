import { Ajv } from 'ajv';
import type { DataProblem } from './data-problem.ts';
import {
  foodSafetyFileSchema,
  temperaturePlaceholder,
  type FoodSafetyFile,
  type FoodSafetyNoteEntry,
} from './food-safety-schema.ts';
import type { Ingredient } from './ingredient.ts';
import { readYamlFile } from './read-yaml-file.ts';
import { unknownIngredientIds } from './unknown-ingredient-ids.ts';

const validateFile = new Ajv({ allErrors: true }).compile<FoodSafetyFile>(foodSafetyFileSchema);

/** A temperature goes with a place for it in the advice, and a place with a temperature. */
function temperatureProblem(entry: FoodSafetyNoteEntry): string | undefined {
  const hasPlace = entry.advice.includes(temperaturePlaceholder);
  if (hasPlace && entry.celsius === undefined)
    return `'advice' holds ${temperaturePlaceholder} but the note has no temperature`;
  if (!hasPlace && entry.celsius !== undefined)
    return `'advice' must say where the temperature goes: ${temperaturePlaceholder}`;
  return undefined;
}

/** Reads and checks `food-safety.yaml`: its sources, temperatures and ids against `catalog`. */
export function readFoodSafety(
  path: string,
  catalog: readonly Ingredient[],
): { value: FoodSafetyFile | undefined; problems: readonly DataProblem[] } {
  const { source, value, problems } = readYamlFile(path, validateFile);
  if (!value) return { value, problems };
  const notes = Object.entries(value.notes);
  const noteProblems = notes.flatMap(([id, entry]) => {
    const temperature = temperatureProblem(entry);
    return [
      ...(Object.hasOwn(value.sources, entry.source)
        ? []
        : [source.problem(['notes', id, 'source'], `unknown source '${entry.source}'`)]),
      ...(temperature ? [source.problem(['notes', id, 'advice'], temperature)] : []),
    ];
  });
  const idProblems = unknownIngredientIds(
    source,
    notes.map(([id, entry]) => [['notes', id, 'ingredients'], entry.ingredients]),
    catalog,
  );
  return { value, problems: [...noteProblems, ...idProblems] };
}
