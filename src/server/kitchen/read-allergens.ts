import { Ajv } from 'ajv';
import { allergenFileSchema, allergenIds, type AllergenFile } from './allergen-schema.ts';
import type { DataProblem } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { readYamlFile } from './read-yaml-file.ts';
import { unknownIngredientIds } from './unknown-ingredient-ids.ts';

const validateFile = new Ajv({ allErrors: true }).compile<AllergenFile>(allergenFileSchema);

/** Reads and checks `allergens.yaml`, its ids against `catalog`. */
export function readAllergens(
  path: string,
  catalog: readonly Ingredient[],
): { value: AllergenFile | undefined; problems: readonly DataProblem[] } {
  const { source, value, problems } = readYamlFile(path, validateFile);
  if (!value) return { value, problems };
  const idProblems = unknownIngredientIds(
    source,
    allergenIds.map((id) => [[id, 'ingredients'], value[id].ingredients]),
    catalog,
  );
  return { value, problems: idProblems };
}
