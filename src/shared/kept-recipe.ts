import { isDietaryNeed, type DietaryNeed } from './dietary-needs.ts';
import { isMeasures, type Measures } from './quantities/measures.ts';
import type { RecipeSource } from './recipe-api.ts';
import { isRecipeChecks, type RecipeChecks } from './recipe-checks.ts';

/**
 * A recipe kept in the visitor's browser (saved, in the history, or on screen across a reload),
 * with what it takes to show it again exactly as it was: no model is asked twice.
 */
export interface KeptRecipe {
  /** Given when the recipe was asked for; the same recipe saved twice is kept once. */
  id: string;
  title: string;
  /** The recipe as the chef wrote it; quantities are shown from it with `servings` and `measures`. */
  markdown: string;
  /** Which chef wrote it; `file`: it came from a recipe page someone imported. */
  source: RecipeSource | 'file';
  /** The pantry and the dietary needs it was asked with. */
  ingredients: string[];
  dietaryNeeds: DietaryNeed[];
  /** When it was asked for (ISO 8601). */
  date: string;
  /** When the visitor saved it; absent in the history. */
  savedAt?: string;
  favorite: boolean;
  /** What the server found in it (the stream's `checks` event), when it sent them. */
  checks?: RecipeChecks;
  /** The servings chosen; null: as many as the recipe serves. */
  servings: number | null;
  measures: Measures;
}

/** The most servings a kept recipe can hold, as the page's stepper allows. */
const mostServings = 48;

/** A recipe's title: its first heading without markup, or its first line. */
export function recipeTitle(markdown: string): string {
  const lines = markdown.split('\n').map((line) => line.trim());
  const heading = lines.find((line) => /^#{1,6}\s+\S/.test(line));
  const title = plainText((heading ?? lines.find(Boolean) ?? '').replace(/^#{1,6}\s+/, ''));
  return title === '' ? 'Untitled recipe' : title.slice(0, 200);
}

/** Markdown's inline marks taken away: '**Feta** [salad](x)' as 'Feta salad'. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([\\`*_[\]<>~&#|!{}().+-])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a value read back (from storage or a file) has the shape of a `KeptRecipe`. */
export function isKeptRecipe(value: unknown): value is KeptRecipe {
  if (typeof value !== 'object' || value === null) return false;
  const recipe = value as Record<string, unknown>;
  return (
    isText(recipe.id) &&
    isText(recipe.title) &&
    isText(recipe.markdown) &&
    (recipe.source === 'model' || recipe.source === 'cookbook' || recipe.source === 'file') &&
    Array.isArray(recipe.ingredients) &&
    recipe.ingredients.every((item) => typeof item === 'string') &&
    Array.isArray(recipe.dietaryNeeds) &&
    recipe.dietaryNeeds.every(isDietaryNeed) &&
    isDate(recipe.date) &&
    (recipe.savedAt === undefined || isDate(recipe.savedAt)) &&
    typeof recipe.favorite === 'boolean' &&
    (recipe.checks === undefined || isRecipeChecks(recipe.checks)) &&
    (recipe.servings === null ||
      (Number.isInteger(recipe.servings) &&
        Number(recipe.servings) >= 1 &&
        Number(recipe.servings) <= mostServings)) &&
    isMeasures(recipe.measures)
  );
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** An id for a new recipe: `crypto.randomUUID` is there only in a secure context. */
export function newRecipeId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
