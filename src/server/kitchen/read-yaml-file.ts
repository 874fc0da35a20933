import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { DataProblem } from './data-problem.ts';
import { parseYamlSource, schemaProblems, type YamlSource } from './yaml-source.ts';

export interface YamlFileReading<T> {
  readonly source: YamlSource;
  /** The file's content when it parsed and met its schema. */
  readonly value: T | undefined;
  readonly problems: readonly DataProblem[];
}

/** Reads one YAML data file and checks it against its schema, problems naming their lines. */
export function readYamlFile<T>(path: string, validate: ValidateFunction<T>): YamlFileReading<T> {
  const source = parseYamlSource(readFileSync(path, 'utf8'), relative(process.cwd(), path));
  const problems = [...source.problems, ...schemaProblems(source, validate)];
  const value = problems.length === 0 && validate(source.value) ? source.value : undefined;
  return { source, value, problems };
}
