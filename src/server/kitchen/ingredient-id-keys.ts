import type { DataProblem } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { createIdSuggester, unknownIdMessage } from './suggest-ingredient-id.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Problems for a data file keyed by catalogue id that must name every id once: a key that is not
 * an id (with a did-you-mean, on its line), and an id it leaves out (on the file's first line).
 */
export function ingredientIdKeyProblems(
  source: YamlSource,
  keys: readonly string[],
  catalog: readonly Ingredient[],
): DataProblem[] {
  const known = new Set(catalog.map((ingredient) => ingredient.id));
  const present = new Set(keys);
  const suggest = createIdSuggester(catalog);
  const unknown = keys
    .filter((key) => !known.has(key))
    .map((key) => source.problem([key], unknownIdMessage('ingredient id', key, suggest(key))));
  const missing = catalog
    .filter((ingredient) => !present.has(ingredient.id))
    .map((ingredient) => ({
      file: source.file,
      line: 1,
      message: `no entry for the ingredient '${ingredient.id}'`,
    }));
  return [...unknown, ...missing];
}
