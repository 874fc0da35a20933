import type { Ingredient } from '../../kitchen/ingredient.ts';
import { recogniseIngredient } from '../../kitchen/recognise-ingredient.ts';

/** One of the visitor's ingredients, exactly as typed, with what the chef took it for. */
export interface PantryItem {
  readonly typed: string;
  readonly ingredient: Ingredient | undefined;
}

export interface KnownItem extends PantryItem {
  readonly ingredient: Ingredient;
}

/** What the visitor has, as the built-in cookbook understands it. */
export interface Pantry {
  readonly items: readonly PantryItem[];
  /** The first item typed for each known ingredient id, in the visitor's order. */
  readonly known: ReadonlyMap<string, KnownItem>;
  /**
   * The visitor's item that can be what a recipe lists: the same ingredient first, else a generic
   * word for it or a cut of it ('chicken' for 'chicken breast'), never a different cut.
   */
  find(need: Ingredient): KnownItem | undefined;
  readonly hasMeatOrFish: boolean;
  /** Nothing of animal origin among what is known: likely a vegan cook. */
  readonly isPlantBased: boolean;
}

export function readPantry(typed: readonly string[]): Pantry {
  const items = typed.map((text) => ({ typed: text, ingredient: recogniseIngredient(text) }));
  const known = new Map<string, KnownItem>();
  for (const { typed: text, ingredient } of items) {
    if (ingredient && !known.has(ingredient.id))
      known.set(ingredient.id, { typed: text, ingredient });
  }
  // What each item can stand for: itself, then the generic words it is a kind of.
  const standsFor = new Map<string, KnownItem>();
  for (const item of known.values()) {
    for (const id of [item.ingredient.id, ...item.ingredient.kindOfChain]) {
      if (!standsFor.has(id)) standsFor.set(id, item);
    }
  }
  const diets = [...known.values()]
    .filter((item) => !item.ingredient.staple)
    .map((item) => item.ingredient.diet);
  return {
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
    hasMeatOrFish: diets.some((diet) => diet === 'meat' || diet === 'fish'),
    isPlantBased: diets.length > 0 && diets.every((diet) => diet === 'vegan'),
  };
}
