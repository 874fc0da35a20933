import { isKeptRecipe, newRecipeId, plainText, type KeptRecipe } from '../shared/kept-recipe.ts';
import { keptRecipeScriptId } from './recipe-page.ts';

/**
 * 'Export my recipes' and 'Import recipes': our own file (every saved recipe as kept), and reading
 * it back together with recipe pages holding schema.org `Recipe` JSON-LD (ours, or another site's).
 */
export const exportFormat = 'chef-claude.recipes';
export const exportVersion = 1;
/** Far more than a few hundred recipes with their checks; a file larger is not ours. */
export const largestImport = 5 * 1024 * 1024;

export function exportFileText(recipes: readonly KeptRecipe[], now = new Date()): string {
  return `${JSON.stringify(
    { format: exportFormat, version: exportVersion, exported: now.toISOString(), recipes },
    null,
    2,
  )}\n`;
}

export const exportFileName = (now = new Date()) =>
  `chef-claude-recipes-${now.toISOString().slice(0, 10)}.json`;

export type ImportReading = { recipes: KeptRecipe[]; leftOut: number } | { problem: string };

/** Reads a file the visitor chose: our export, a recipe page, or JSON-LD. */
export async function readRecipesFile(file: {
  name: string;
  size: number;
  text: () => Promise<string>;
}): Promise<ImportReading> {
  const name = `“${file.name}”`;
  if (file.size > largestImport)
    return {
      problem: `${name} is too large (${megabytes(file.size)}): a recipes file is at most ${megabytes(largestImport)}.`,
    };
  const text = await file.text();
  if (/^\s*</.test(text)) return readRecipePage(name, text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: `${name} is broken: it is not valid JSON, nor a web page.` };
  }
  if (isRecord(parsed) && parsed.format === exportFormat) return readExport(name, parsed);
  const found = recipesInJsonLd(parsed);
  if (found.length > 0) return { recipes: found.map(fromJsonLd), leftOut: 0 };
  return {
    problem: `${name} is not a recipes file: it is neither an export of My recipes nor a schema.org Recipe.`,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function readExport(name: string, file: Record<string, unknown>): ImportReading {
  if (typeof file.version !== 'number' || file.version > exportVersion)
    return {
      problem: `${name} was made by a newer version of Chef Claude: reload the page to read it.`,
    };
  if (!Array.isArray(file.recipes))
    return { problem: `${name} is broken: it has no list of recipes.` };
  const recipes = file.recipes.filter(isKeptRecipe);
  const leftOut = file.recipes.length - recipes.length;
  if (recipes.length === 0 && leftOut > 0)
    return { problem: `${name} is broken: none of its ${leftOut} recipes could be read.` };
  return { recipes, leftOut };
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function readRecipePage(name: string, html: string): ImportReading {
  const jsonLd: unknown[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(scriptPattern)) {
    const parsed = parseJson(content);
    if (parsed === undefined) continue;
    // Our own page carries the recipe as kept: importing it loses nothing.
    if (attributes.includes(`id="${keptRecipeScriptId}"`) && isKeptRecipe(parsed))
      return { recipes: [parsed], leftOut: 0 };
    if (/type=["']?application\/ld\+json/i.test(attributes)) jsonLd.push(parsed);
  }
  const found = jsonLd.flatMap(recipesInJsonLd);
  if (found.length > 0) return { recipes: found.map(fromJsonLd), leftOut: 0 };
  return { problem: `${name} holds no recipe we can read: the page has no schema.org Recipe.` };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRecipeType = (type: unknown) =>
  type === 'Recipe' || (Array.isArray(type) && type.includes('Recipe'));

/** Every `Recipe` in JSON-LD: alone, in a list, or in an `@graph`. */
function recipesInJsonLd(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(recipesInJsonLd);
  if (!isRecord(value)) return [];
  if (isRecipeType(value['@type'])) return typeof value.name === 'string' ? [value] : [];
  return recipesInJsonLd(value['@graph']);
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item): string[] => {
    if (typeof item === 'string') return item.trim() === '' ? [] : [plainText(item)];
    if (!isRecord(item)) return [];
    if (item['@type'] === 'HowToSection') return texts(item.itemListElement);
    return texts(item.text ?? item.name);
  });

/** '4 servings', 4, ['4', '4 servings']: the count, when there is one. */
function yieldCount(value: unknown): number | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  const count = Number.parseInt(String(first ?? ''), 10);
  return Number.isInteger(count) && count >= 1 && count <= 48 ? count : undefined;
}

/** 'PT1H10M' as '1 hour 10 minutes'. */
function durationInWords(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(value) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  const hours = Number(match[1] ?? 0);
  const minutes = Number(match[2] ?? 0);
  return [
    hours > 0 && `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    minutes > 0 && `${minutes} minutes`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A schema.org Recipe as a recipe in the markdown shape the chefs write. */
function fromJsonLd(recipe: Record<string, unknown>): KeptRecipe {
  const title = plainText(String(recipe.name)) || 'Untitled recipe';
  const serves = yieldCount(recipe.recipeYield);
  const facts = [serves && `Serves ${serves}`, durationInWords(recipe.totalTime)].filter(Boolean);
  const ingredients = texts(recipe.recipeIngredient);
  const steps = texts(recipe.recipeInstructions);
  const markdown = [
    `## ${title}`,
    facts.length > 0 && `*${facts.join(' · ')}*`,
    ingredients.length > 0 &&
      `### Ingredients\n\n${ingredients.map((line) => `- ${line}`).join('\n')}`,
    steps.length > 0 &&
      `### Steps\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const published = typeof recipe.datePublished === 'string' ? recipe.datePublished : '';
  return {
    id: newRecipeId(),
    title,
    markdown: `${markdown}\n`,
    source: 'file',
    ingredients: [],
    dietaryNeeds: [],
    date: Number.isNaN(Date.parse(published))
      ? new Date().toISOString()
      : new Date(published).toISOString(),
    favorite: false,
    servings: null,
    measures: 'as-written',
  };
}
