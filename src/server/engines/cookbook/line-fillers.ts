import { cleanIngredientText } from '../../kitchen/clean-ingredient-text.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';

/** Words without their plural 's', so 'thighs' on a line names the alias 'thigh'. */
const singular = (text: string) => cleanIngredientText(text).replace(/(?<=[^s])s\b/g, '');

const namesOf = (ingredient: Ingredient) => [
  ...new Set([ingredient.id, ingredient.name, ...ingredient.aliases].map(singular)),
];

interface Named {
  readonly ingredient: Ingredient;
  readonly words: string;
}

/**
 * The ids a visitor may have for an ingredient line to be theirs: the line's own id, the generic
 * words above it ('chicken' for a line of thighs), what else the line offers in its place
 * ('120 g pancetta or bacon'), and the cuts of a generic line: those it names ('2 chicken breasts
 * or 4 thighs' takes thighs, never a whole chicken), else every cut when it uses the generic word
 * ('500 ml stock' takes any stock), else none ('400 g penne' is no line for spaghetti).
 */
export type LineFillers = (ingredient: Ingredient, text: string) => ReadonlySet<string>;

/** Reads lines against a catalogue, each line once: formulas write the same lines again and again. */
export function createLineFillers(ingredients: readonly Ingredient[]): LineFillers {
  /** Each generic id and the cuts and kinds under it: 'chicken' → thigh, breast, whole, wing… */
  const cutsOf = new Map<string, Ingredient[]>();
  /** Every name in the catalogue, to find what else a line names: '120 g pancetta or bacon'. */
  const byName = new Map<string, Ingredient>();
  for (const ingredient of ingredients) {
    for (const generic of ingredient.kindOfChain) {
      cutsOf.set(generic, [...(cutsOf.get(generic) ?? []), ingredient]);
    }
    for (const name of namesOf(ingredient)) if (!byName.has(name)) byName.set(name, ingredient);
  }
  const longestName = Math.max(...[...byName.keys()].map((name) => name.split(' ').length));
  const fillersByLine = new Map<string, ReadonlySet<string>>();

  /** The catalogue ingredients a line names, longest name first: 'coconut milk' is not milk. */
  function namedIn(text: string): Named[] {
    const words = singular(text).split(' ').filter(Boolean);
    const named: Named[] = [];
    for (let start = 0; start < words.length;) {
      let length = Math.min(longestName, words.length - start);
      for (; length > 0; length--) {
        const phrase = words.slice(start, start + length).join(' ');
        const found = byName.get(phrase);
        if (found) {
          named.push({ ingredient: found, words: phrase });
          break;
        }
      }
      start += Math.max(length, 1);
    }
    return named;
  }

  function findLineFillers(ingredient: Ingredient, text: string): ReadonlySet<string> {
    const named = namedIn(text);
    const cuts = cutsOf.get(ingredient.id) ?? [];
    const namedCuts = cuts.filter((cut) => named.some((one) => one.ingredient === cut));
    const genericWords = new Set([singular(ingredient.id), singular(ingredient.name)]);
    const saysGeneric = named.some(
      (one) => one.ingredient === ingredient && genericWords.has(one.words),
    );
    const alternatives = named
      .map((one) => one.ingredient)
      .filter((other) => other.role === ingredient.role && !cuts.includes(other));
    return new Set([
      ingredient.id,
      ...ingredient.kindOfChain,
      ...(namedCuts.length > 0 ? namedCuts : saysGeneric ? cuts : []).map((cut) => cut.id),
      ...alternatives.map((other) => other.id),
    ]);
  }

  return (ingredient, text) => {
    const key = `${ingredient.id}\n${text}`;
    let fillers = fillersByLine.get(key);
    if (!fillers) {
      fillers = findLineFillers(ingredient, text);
      fillersByLine.set(key, fillers);
    }
    return fillers;
  };
}
