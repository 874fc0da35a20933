import { cleanIngredientText } from '../../kitchen/clean-ingredient-text.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';

/** Words without their plural 's', so 'thighs' on a line names the alias 'thigh'. */
const singular = (text: string) => cleanIngredientText(text).replace(/(?<=[^s])s\b/g, '');

interface Named {
  readonly ingredient: Ingredient;
  readonly words: string;
  /** Offered in the place of what comes before: '300 ml chicken stock or water'. */
  readonly afterOr: boolean;
}

/**
 * The ids a visitor may have for an ingredient line to be theirs: the line's own id, the generic
 * words above it ('chicken' for a line of thighs), what else the line offers in its place
 * ('120 g pancetta or bacon', '300 ml chicken stock or water'), and the cuts of a generic line: those it names ('2 chicken breasts
 * or 4 thighs' takes thighs, never a whole chicken), else every cut when it uses the generic word
 * ('500 ml stock' takes any stock), else none ('400 g penne' is no line for spaghetti). A generic
 * word offered in its place takes every cut too ('crème fraîche or cream' takes double cream).
 */
export type LineFillers = (ingredient: Ingredient, text: string) => ReadonlySet<string>;

/** Reads lines against a catalogue, each line once: formulas write the same lines again and again. */
export function createLineFillers({ ingredients, names }: Kitchen): LineFillers {
  /** Each generic id and the cuts and kinds under it: 'chicken' → thigh, breast, whole, wing… */
  const cutsOf = new Map<string, Ingredient[]>();
  for (const ingredient of ingredients) {
    for (const generic of ingredient.kindOfChain) {
      cutsOf.set(generic, [...(cutsOf.get(generic) ?? []), ingredient]);
    }
  }
  const fillersByLine = new Map<string, ReadonlySet<string>>();

  /**
   * The catalogue ingredients a line names, from its start, longest name first: 'coconut milk' is
   * not milk, and '120 g pancetta or bacon' names both.
   */
  function namedIn(text: string): Named[] {
    const words = cleanIngredientText(text).split(' ').filter(Boolean);
    const named: Named[] = [];
    for (let start = 0; start < words.length;) {
      let length = Math.min(names.longest, words.length - start);
      for (; length > 0; length--) {
        const phrase = words.slice(start, start + length);
        const found = names.named(phrase);
        if (found) {
          named.push({
            ingredient: found,
            words: singular(phrase.join(' ')),
            afterOr: words[start - 1] === 'or',
          });
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
    // Water or oil offered in its place is always at hand: 'chicken stock or water'.
    const alternatives = named
      .filter(
        (one) =>
          (one.ingredient.role === ingredient.role && !cuts.includes(one.ingredient)) ||
          (one.ingredient.staple && one.afterOr),
      )
      // 'crème fraîche or cream' takes double cream as '300 ml cream' does.
      .flatMap((one) =>
        one.afterOr &&
        (one.words === singular(one.ingredient.id) || one.words === singular(one.ingredient.name))
          ? [one.ingredient, ...(cutsOf.get(one.ingredient.id) ?? [])]
          : [one.ingredient],
      );
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
