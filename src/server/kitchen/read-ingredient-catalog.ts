import { Ajv } from 'ajv';
import { cleanIngredientText } from './clean-ingredient-text.ts';
import { readDataFolder } from './data-folder.ts';
import type { DataProblem } from './data-problem.ts';
import type { Ingredient } from './ingredient.ts';
import { ingredientFileSchema, type IngredientFile } from './ingredient-schema.ts';
import { createIdSuggester, unknownIdMessage } from './suggest-ingredient-id.ts';
import { parseYamlSource, schemaProblems, type YamlSource } from './yaml-source.ts';

const validateFile = new Ajv({ allErrors: true }).compile<IngredientFile>(ingredientFileSchema);

const titleCase = (id: string) =>
  id.replace(/(^|[\s-])\p{Letter}/gu, (start) => start.toUpperCase());

export interface IngredientCatalogReading {
  readonly ingredients: readonly Ingredient[];
  readonly problems: readonly DataProblem[];
}

interface ReadEntry {
  readonly ingredient: Ingredient;
  readonly source: YamlSource;
}

/** Checks across files: one entry per id, one owner per id or alias, `kind-of` naming a real id. */
function crossProblems(entries: readonly ReadEntry[]): DataProblem[] {
  const problems: DataProblem[] = [];
  const byId = new Map<string, ReadEntry>();
  const owners = new Map<string, Ingredient>();
  const report = ({ ingredient, source }: ReadEntry, path: (string | number)[], message: string) =>
    problems.push(source.problem([ingredient.id, ...path], message));

  for (const entry of entries) {
    const { ingredient } = entry;
    const earlier = byId.get(ingredient.id);
    if (earlier) {
      const line = earlier.source.lineOf([ingredient.id]);
      report(entry, [], `'${ingredient.id}' is already in ${earlier.source.file}:${line}`);
    }
    byId.set(ingredient.id, entry);
    const named: [string, (string | number)[]][] = [
      [ingredient.id, []],
      ...ingredient.aliases.map((name, index): [string, (string | number)[]] => [
        name,
        ['aliases', index],
      ]),
      ...ingredient.typedAlone.map((name, index): [string, (string | number)[]] => [
        name,
        ['typed-alone', index],
      ]),
    ];
    for (const [name, path] of named) {
      const owner = owners.get(cleanIngredientText(name));
      if (owner && owner !== ingredient) {
        report(entry, path, `'${name}' already names '${owner.id}'; a name belongs to one id`);
      } else owners.set(cleanIngredientText(name), ingredient);
    }
  }

  for (const entry of entries) {
    const { aliases, calledAsTyped } = entry.ingredient;
    calledAsTyped.forEach((name, index) => {
      if (!aliases.includes(name))
        report(entry, ['called-as-typed', index], `'${name}' is not one of its aliases`);
    });
  }

  const suggest = createIdSuggester(entries.map((entry) => entry.ingredient));
  for (const entry of entries) {
    const { kindOf } = entry.ingredient;
    if (kindOf === undefined) continue;
    if (!byId.has(kindOf)) {
      report(entry, ['kind-of'], unknownIdMessage('kind-of id', kindOf, suggest(kindOf)));
      continue;
    }
    const seen = new Set([entry.ingredient.id]);
    for (let id: string | undefined = kindOf; id !== undefined;) {
      if (seen.has(id)) {
        report(entry, ['kind-of'], `'kind-of' goes round in a circle through '${id}'`);
        break;
      }
      seen.add(id);
      id = byId.get(id)?.ingredient.kindOf;
    }
  }
  return problems;
}

/** Fills in each `kindOfChain`, once `kind-of` is known to name real ids without a circle. */
function withKindOfChains(ingredients: readonly Ingredient[]): Ingredient[] {
  const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
  return ingredients.map((ingredient) => {
    const chain: string[] = [];
    for (let id = ingredient.kindOf; id !== undefined; id = byId.get(id)?.kindOf) chain.push(id);
    return { ...ingredient, kindOfChain: chain };
  });
}

/** Reads and checks every `*.yaml` catalogue file in `folder`. */
export function readIngredientCatalog(folder: string): IngredientCatalogReading {
  const entries: ReadEntry[] = [];
  const problems: DataProblem[] = [];
  for (const { file, text } of readDataFolder(folder, '.yaml')) {
    const source = parseYamlSource(text, file);
    const fileProblems = [...source.problems, ...schemaProblems(source, validateFile)];
    problems.push(...fileProblems);
    if (fileProblems.length > 0 || !validateFile(source.value)) continue;
    for (const [id, entry] of Object.entries(source.value)) {
      const ingredient: Ingredient = {
        id,
        name: entry.name ?? id,
        title: entry.title ?? titleCase(id),
        role: entry.role,
        diet: entry.diet,
        taste: entry.taste,
        portion: entry.portion,
        prep: entry.prep,
        cooking: entry.cooking,
        kindOf: entry['kind-of'],
        kindOfChain: [],
        aliases: entry.aliases ?? [],
        calledAsTyped: entry['called-as-typed'] ?? [],
        typedAlone: entry['typed-alone'] ?? [],
        tags: entry.tags ?? [],
        staple: entry.staple ?? false,
        servedAsIs: entry['served-as-is'] ?? false,
      };
      entries.push({ ingredient, source });
    }
  }
  problems.push(...crossProblems(entries));
  const ingredients = entries.map((entry) => entry.ingredient);
  return {
    ingredients: problems.length > 0 ? ingredients : withKindOfChains(ingredients),
    problems,
  };
}
