import { Ajv } from 'ajv';
import type { DataProblem } from './data-problem.ts';
import { notFoodFileSchema, type NotFoodFile } from './not-food-schema.ts';
import { readYamlFile } from './read-yaml-file.ts';

const validateFile = new Ajv({ allErrors: true }).compile<NotFoodFile>(notFoodFileSchema);

/** Reads and checks `not-food.yaml`. */
export function readNotFood(path: string): {
  value: NotFoodFile | undefined;
  problems: readonly DataProblem[];
} {
  const { value, problems } = readYamlFile(path, validateFile);
  return { value, problems };
}
