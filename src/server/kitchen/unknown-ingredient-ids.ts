import type { DataProblem } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { createIdSuggester, unknownIdMessage } from './suggest-ingredient-id.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Problems for the ids a data file lists (each list at its path in the file) that are not in the
 * catalogue, each on its own line with a did-you-mean.
 */
export function unknownIngredientIds(
  source: YamlSource,
  entries: Iterable<[path: readonly (string | number)[], ids: readonly string[]]>,
  catalog: readonly Ingredient[],
): DataProblem[] {
  const known = new Set(catalog.map((ingredient) => ingredient.id));
  const suggest = createIdSuggester(catalog);
  const problems: DataProblem[] = [];
  for (const [path, ids] of entries) {
    ids.forEach((id, index) => {
      if (!known.has(id)) {
        problems.push(
          source.problem([...path, index], unknownIdMessage('ingredient id', id, suggest(id))),
        );
      }
    });
  }
  return problems;
}
