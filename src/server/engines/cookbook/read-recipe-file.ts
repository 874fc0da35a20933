import { Ajv } from 'ajv';
import { cleanIngredientText } from '../../kitchen/clean-ingredient-text.ts';
import type { DataProblem } from '../../kitchen/data-problem.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { unknownIdMessage } from '../../kitchen/suggest-ingredient-id.ts';
import { parseYamlSource, schemaProblems } from '../../kitchen/yaml-source.ts';
import type { CookbookRecipe, RecipeCategory } from './cookbook-recipe.ts';
import { recipeFrontMatterSchema, type RecipeFrontMatter } from './recipe-schema.ts';

const validateFrontMatter = new Ajv({ allErrors: true }).compile<RecipeFrontMatter>(
  recipeFrontMatterSchema,
);

/** What a recipe file is checked against. */
export interface RecipeChecks {
  ingredientById(id: string): Ingredient | undefined;
  /** A did-you-mean for an id the catalogue does not hold. */
  suggestId(id: string): string | undefined;
  /** The category its folder holds, when the folder is a known one. */
  readonly folderCategory: RecipeCategory | undefined;
}

export interface RecipeFileReading {
  readonly recipe: CookbookRecipe | undefined;
  readonly problems: readonly DataProblem[];
  readonly titleLine: number;
}

/** The body's numbered steps, each on its own line, with no blank line between them. */
function readSteps(file: string, body: string, firstLine: number) {
  const problems: DataProblem[] = [];
  const steps: string[] = [];
  const lines = body.split('\n');
  const last = lines.findLastIndex((line) => line.trim() !== '');
  let blankAt: number | undefined;
  lines.slice(0, last + 1).forEach((text, index) => {
    const line = firstLine + index;
    if (text.trim() === '') {
      if (steps.length > 0) blankAt ??= line;
      return;
    }
    if (blankAt !== undefined) {
      problems.push({ file, line: blankAt, message: 'no blank lines between steps' });
      blankAt = undefined;
    }
    const step = /^(\d+)\. (\S.*)$/.exec(text.trimEnd());
    if (!step) {
      problems.push({ file, line, message: `not a numbered step ('${steps.length + 1}. …')` });
      return;
    }
    const number = Number(step[1]);
    if (number !== steps.length + 1) {
      problems.push({ file, line, message: `step ${steps.length + 1} is numbered ${number}` });
    }
    steps.push(step[2] ?? '');
  });
  if (steps.length < 2) {
    problems.push({ file, line: firstLine, message: 'a recipe needs at least 2 numbered steps' });
  }
  return { steps, problems };
}

/**
 * Reads one recipe file: YAML front matter between `---` lines, then the steps as a numbered
 * list. Every problem names its line.
 */
export function readRecipeFile(
  file: string,
  text: string,
  checks: RecipeChecks,
): RecipeFileReading {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const closing = lines.indexOf('---', 1);
  if (lines[0] !== '---' || closing < 0) {
    const message = "front matter missing: the file starts with '---', the fields, then '---'";
    return { recipe: undefined, problems: [{ file, line: 1, message }], titleLine: 1 };
  }
  const source = parseYamlSource(lines.slice(1, closing).join('\n'), file, 2);
  const problems = [...source.problems, ...schemaProblems(source, validateFrontMatter)];
  const titleLine = source.lineOf(['title']);
  const body = readSteps(file, lines.slice(closing + 1).join('\n'), closing + 2);
  problems.push(...body.problems);
  if (source.problems.length > 0 || !validateFrontMatter(source.value)) {
    return { recipe: undefined, problems, titleLine };
  }
  const frontMatter = source.value;

  if (checks.folderCategory && frontMatter.category !== checks.folderCategory) {
    const message = `category '${frontMatter.category}' is not the folder's: '${checks.folderCategory}'`;
    problems.push(source.problem(['category'], message));
  }
  const seen = new Set<string>();
  const listed = new Set(frontMatter.ingredients.map(({ id }) => id));
  frontMatter.ingredients.forEach(({ id, line, 'not-needed-with': notNeededWith = [] }, index) => {
    for (const other of notNeededWith) {
      if (other === id || !listed.has(other)) {
        const message = `'not-needed-with' names '${other}', which is not another line of this recipe`;
        problems.push(source.problem(['ingredients', index, 'not-needed-with'], message));
      }
    }
    const ingredient = checks.ingredientById(id);
    if (!ingredient) {
      const message = unknownIdMessage('ingredient id', id, checks.suggestId(id));
      problems.push(source.problem(['ingredients', index, 'id'], message));
      return;
    }
    if (seen.has(id)) {
      problems.push(source.problem(['ingredients', index, 'id'], `'${id}' is listed twice`));
    }
    seen.add(id);
    const names = [ingredient.id, ingredient.name, ...ingredient.aliases].map(cleanIngredientText);
    if (!names.some((name) => cleanIngredientText(line).includes(name))) {
      const message = `the line does not name '${id}' (nor its name or an alias): check the id`;
      problems.push(source.problem(['ingredients', index, 'line'], message));
    }
  });
  const ingredients = frontMatter.ingredients.map(
    ({ 'not-needed-with': notNeededWith, ...item }) =>
      notNeededWith ? { ...item, notNeededWith } : item,
  );
  return { recipe: { ...frontMatter, ingredients, steps: body.steps }, problems, titleLine };
}
