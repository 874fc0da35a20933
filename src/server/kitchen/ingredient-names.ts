import { cleanIngredientText } from './clean-ingredient-text.ts';
import type { Ingredient } from './ingredient.ts';

/** The singular forms a typed word may stand for, the word itself first. */
export function singularForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * The one index of the catalogue's names (ids, aliases and step names, cleaned), for every reader
 * of text: the recogniser of what the visitor typed, the checks' reading of a recipe's lines and
 * the cookbook's reading of its own lines.
 */
export interface IngredientNames {
  /** The ingredient a run of cleaned words names, its last word singular or plural. */
  named(words: readonly string[]): Ingredient | undefined;
  /** The same for all the words typed, read by the names that count only alone ('beans'). */
  namedAlone(words: readonly string[]): Ingredient | undefined;
  /** The most words in one name: no longer run can name anything. */
  readonly longest: number;
  /** Every word of every name, for reading a misspelt one. */
  readonly words: ReadonlySet<string>;
}

/** The ingredient a run of cleaned words names in `byName`, its last word singular or plural. */
function namedIn(
  byName: ReadonlyMap<string, Ingredient>,
  words: readonly string[],
): Ingredient | undefined {
  const head = words.length > 1 ? `${words.slice(0, -1).join(' ')} ` : '';
  const last = words.at(-1) ?? '';
  const found = byName.get(head + last);
  // Most runs name nothing: the plural's singular forms are tried only for a word that has any.
  if (found || !last.endsWith('s')) return found;
  for (const singular of singularForms(last).slice(1)) {
    const foundSingular = byName.get(head + singular);
    if (foundSingular) return foundSingular;
  }
  return undefined;
}

export function createIngredientNames(ingredients: readonly Ingredient[]): IngredientNames {
  const byName = new Map<string, Ingredient>();
  const add = (name: string, ingredient: Ingredient) => {
    const cleaned = cleanIngredientText(name);
    if (!byName.has(cleaned)) byName.set(cleaned, ingredient);
  };
  for (const ingredient of ingredients) {
    for (const name of [ingredient.id, ...ingredient.aliases]) add(name, ingredient);
  }
  // A cut's step name may be its generic's ('beef' for stewing beef): the generic keeps it.
  for (const ingredient of ingredients) add(ingredient.name, ingredient);
  const byNameAlone = new Map(
    ingredients.flatMap((ingredient) =>
      ingredient.typedAlone.map((name) => [cleanIngredientText(name), ingredient] as const),
    ),
  );
  return {
    named: (words) => namedIn(byName, words),
    namedAlone: (words) => (byNameAlone.size > 0 ? namedIn(byNameAlone, words) : undefined),
    longest: Math.max(...[...byName.keys()].map((name) => name.split(' ').length)),
    words: new Set([...byName.keys()].flatMap((name) => name.split(' '))),
  };
}
