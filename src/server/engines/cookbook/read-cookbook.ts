import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readDataFolder } from '../../kitchen/data-folder.ts';
import type { DataProblem } from '../../kitchen/data-problem.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { createIdSuggester } from '../../kitchen/suggest-ingredient-id.ts';
import type { CookbookRecipe } from './cookbook-recipe.ts';
import { recipeFolders } from './recipe-schema.ts';
import { readRecipeFile } from './read-recipe-file.ts';

export interface CookbookReading {
  readonly recipes: readonly CookbookRecipe[];
  readonly problems: readonly DataProblem[];
}

const isKnownFolder = (name: string): name is keyof typeof recipeFolders =>
  Object.hasOwn(recipeFolders, name);

/** Reads and checks every `<folder>/*.md` recipe in `folder` against the ingredient catalogue. */
export function readCookbook(folder: string, ingredients: readonly Ingredient[]): CookbookReading {
  const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
  let suggester: ((id: string) => string | undefined) | undefined;
  const suggestId = (id: string) => (suggester ??= createIdSuggester(ingredients))(id);
  const recipes: CookbookRecipe[] = [];
  const problems: DataProblem[] = [];
  const titles = new Map<string, string>();

  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (!entry.isDirectory()) {
      if (entry.name.endsWith('.md')) {
        const message = `a recipe goes in a category folder: ${Object.keys(recipeFolders).join(', ')}`;
        problems.push({ file: relative(process.cwd(), path), line: 1, message });
      }
      continue;
    }
    const folderCategory = isKnownFolder(entry.name) ? recipeFolders[entry.name] : undefined;
    for (const { file, text } of readDataFolder(path, '.md')) {
      if (!folderCategory) {
        const message = `'${entry.name}' is not a recipe folder: ${Object.keys(recipeFolders).join(', ')}`;
        problems.push({ file, line: 1, message });
      }
      const reading = readRecipeFile(file, text, {
        ingredientById: (id) => byId.get(id),
        suggestId,
        folderCategory,
      });
      problems.push(...reading.problems);
      if (!reading.recipe) continue;
      const { title } = reading.recipe;
      const earlier = titles.get(title);
      if (earlier) {
        const message = `the title '${title}' is already used by ${earlier}`;
        problems.push({ file, line: reading.titleLine, message });
      } else titles.set(title, `${file}:${reading.titleLine}`);
      recipes.push(reading.recipe);
    }
  }
  return { recipes, problems };
}
