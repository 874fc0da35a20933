import { Ajv } from 'ajv';
import type { DataProblem } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { ingredientIdKeyProblems } from './ingredient-id-keys.ts';
import { nutritionFileSchema, type NutritionFile } from './nutrition-schema.ts';
import { readYamlFile } from './read-yaml-file.ts';

const validateFile = new Ajv({ allErrors: true }).compile<NutritionFile>(nutritionFileSchema);

/** Reads and checks `nutrition.yaml`: one entry for every id of `catalog`, and no other. */
export function readNutrition(
  path: string,
  catalog: readonly Ingredient[],
): { value: NutritionFile | undefined; problems: readonly DataProblem[] } {
  const { source, value, problems } = readYamlFile(path, validateFile);
  if (!value) return { value, problems };
  const idProblems = ingredientIdKeyProblems(source, Object.keys(value), catalog);
  return { value, problems: idProblems };
}
