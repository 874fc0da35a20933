import type { ErrorObject, ValidateFunction } from 'ajv';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node, Pair } from 'yaml';
import type { DataProblem } from './data-problem.ts';

/** A parsed YAML text that can say on which line of its file any value is. */
export interface YamlSource {
  readonly file: string;
  readonly value: unknown;
  /** Syntax errors, duplicate keys and the like. */
  readonly problems: readonly DataProblem[];
  /** The line of the value at `path` (keys and indexes), or of the nearest parent that exists. */
  lineOf(path: readonly (string | number)[]): number;
  problem(path: readonly (string | number)[], message: string): DataProblem;
}

function childOf(
  node: unknown,
  key: string | number,
): { node: unknown; keyNode?: Node } | undefined {
  if (isMap(node)) {
    const pair = node.items.find(
      (item): item is Pair<Node, unknown> =>
        isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
    );
    return pair && { node: pair.value, keyNode: pair.key };
  }
  if (isSeq(node) && typeof key === 'number') return { node: node.items[key] };
  return undefined;
}

/**
 * Parses YAML that starts on `firstLine` of `file` (front matter starts on line 2), keeping each
 * node's position so problems found later can name their line.
 */
export function parseYamlSource(text: string, file: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const rangeStart = (node: unknown) =>
    node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)
      ? (node.range[0] as number)
      : undefined;

  const lineOf = (path: readonly (string | number)[]) => {
    let node: unknown = document.contents;
    let line = lineAt(rangeStart(node) ?? 0);
    for (const key of path) {
      const child = childOf(node, key);
      if (!child) break;
      const start = rangeStart(child.keyNode) ?? rangeStart(child.node);
      if (start !== undefined) line = lineAt(start);
      node = child.node;
    }
    return line;
  };
  const problem = (path: readonly (string | number)[], message: string) => ({
    file,
    line: lineOf(path),
    message,
  });
  return {
    file,
    value: document.toJS(),
    problems: document.errors.map((error) => ({
      file,
      line: lineAt(error.pos[0]),
      message: error.message.split('\n')[0] ?? error.message,
    })),
    lineOf,
    problem,
  };
}

function describeSchemaError(error: ErrorObject, field: string): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `missing field '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `unknown field '${String(params.additionalProperty)}'`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'propertyNames':
      return `'${String(params.propertyName)}' is not a valid id: lowercase words, no digits`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

/** Schema errors as problems on the lines they are about, the most specific first. */
export function schemaProblems(
  source: YamlSource,
  validate: ValidateFunction,
): readonly DataProblem[] {
  if (validate(source.value)) return [];
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'if');
  return errors.map((error) => {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const pointed =
      error.keyword === 'additionalProperties'
        ? [...path, String(error.params.additionalProperty)]
        : error.keyword === 'propertyNames'
          ? [...path, String(error.params.propertyName)]
          : path;
    const field = path.filter((part) => typeof part === 'string').at(-1) ?? 'the file';
    return source.problem(pointed, describeSchemaError(error, `'${field}'`));
  });
}
