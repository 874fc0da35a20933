import { holdsPhrase, wordsOf } from './find-phrase.ts';
import type { Ingredient } from './ingredient.ts';
import type { SpellingCorrection } from './ingredient-recogniser.ts';
import type { Kitchen } from './kitchen.ts';

/** One of the visitor's ingredients, exactly as typed, with what the kitchen took it for. */
export interface PantryItem {
  readonly typed: string;
  readonly ingredient: Ingredient | undefined;
  /** Misspelt words read as the ones they most likely are: 'chiken' as chicken. */
  readonly corrections: readonly SpellingCorrection[];
}

export interface KnownItem extends PantryItem {
  readonly ingredient: Ingredient;
}

/**
 * What the visitor has, as the kitchen understands it: the one reading of a pantry, for the
 * built-in cookbook choosing a recipe and for the checks saying what to buy.
 */
export interface Pantry {
  /** The kitchen that read it. */
  readonly kitchen: Kitchen;
  readonly items: readonly PantryItem[];
  /** The first item typed for each known ingredient id, in the visitor's order. */
  readonly known: ReadonlyMap<string, KnownItem>;
  /**
   * The visitor's item that can be what a recipe lists: the same ingredient first, else a generic
   * word for it or a cut of it ('chicken' for 'chicken breast'), never a different cut.
   */
  find(need: Ingredient): KnownItem | undefined;
  /** Whether text the kitchen cannot read names something the visitor typed: 'gochugaru flakes'. */
  mentionsUnknown(text: string): boolean;
  readonly hasMeatOrFish: boolean;
  /** Nothing of animal origin among what is known: likely a vegan cook. */
  readonly isPlantBased: boolean;
}

/**
 * The pantry last read from each list, by the list itself: a request's list is read by the
 * cookbook choosing its recipe and again by the checks, and is never changed once validated.
 */
const pantriesRead = new WeakMap<readonly string[], Pantry>();

export function readPantry(kitchen: Kitchen, typed: readonly string[]): Pantry {
  const read = pantriesRead.get(typed);
  if (read?.kitchen === kitchen) return read;
  const pantry = readPantryAfresh(kitchen, typed);
  pantriesRead.set(typed, pantry);
  return pantry;
}

function readPantryAfresh(kitchen: Kitchen, typed: readonly string[]): Pantry {
  const items: PantryItem[] = typed.map((text) => ({
    typed: text,
    ...kitchen.readIngredient(text),
  }));
  const known = new Map<string, KnownItem>();
  for (const item of items) {
    const { ingredient } = item;
    if (ingredient && !known.has(ingredient.id)) known.set(ingredient.id, { ...item, ingredient });
  }
  // What each item can stand for: itself, then the generic words it is a kind of.
  const standsFor = new Map<string, KnownItem>();
  for (const item of known.values()) {
    for (const id of [item.ingredient.id, ...item.ingredient.kindOfChain]) {
      if (!standsFor.has(id)) standsFor.set(id, item);
    }
  }
  const unknownWords = items.filter((item) => !item.ingredient).map((item) => wordsOf(item.typed));
  const diets = [...known.values()]
    .filter((item) => !item.ingredient.staple)
    .map((item) => item.ingredient.diet);
  return {
    kitchen,
    items,
    known,
    find(need) {
      const item = known.get(need.id) ?? standsFor.get(need.id);
      if (item) return item;
      for (const general of need.kindOfChain) {
        const generic = known.get(general);
        if (generic) return generic;
      }
      return undefined;
    },
    mentionsUnknown(text) {
      if (unknownWords.length === 0) return false;
      const words = wordsOf(text);
      return unknownWords.some((typedWords) => holdsPhrase(words, typedWords));
    },
    hasMeatOrFish: diets.some((diet) => diet === 'meat' || diet === 'fish'),
    isPlantBased: diets.length > 0 && diets.every((diet) => diet === 'vegan'),
  };
}
