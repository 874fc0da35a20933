import { Ajv } from 'ajv';
import type { DataProblem } from './data-problem.ts';
import { dietaryNeedFileSchema, type DietaryNeedFile } from './dietary-need-schema.ts';
import { readYamlFile } from './read-yaml-file.ts';

const validateFile = new Ajv({ allErrors: true }).compile<DietaryNeedFile>(dietaryNeedFileSchema);

/** Reads and checks `dietary-needs.yaml`. */
export function readDietaryNeeds(path: string): {
  value: DietaryNeedFile | undefined;
  problems: readonly DataProblem[];
} {
  const { value, problems } = readYamlFile(path, validateFile);
  return { value, problems };
}
