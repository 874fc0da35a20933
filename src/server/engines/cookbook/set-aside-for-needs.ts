import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';
import { readPantry, type KnownItem, type Pantry } from '../../kitchen/pantry.ts';

/** One of the visitor's items that a dietary need they chose rules out, and why in words. */
export interface SetAsideItem {
  readonly item: KnownItem;
  /** 'is meat', 'contains milk' */
  readonly reason: string;
}

/**
 * The visitor's items their dietary needs rule out ('chicken' for a vegan): the chef cooks the
 * best dish from the rest, and says which it left out and why, rather than throwing away every
 * dish that would have used them.
 */
export function setAsideForNeeds(
  kitchen: Kitchen,
  items: Iterable<KnownItem>,
  needs: readonly DietaryNeed[],
): SetAsideItem[] {
  if (needs.length === 0) return [];
  const { lineProduct, needsNamedIn, needBrokenBy } = kitchen.dietaryNeeds;
  return [...items].flatMap((item) => {
    const product = lineProduct(item.ingredient, needsNamedIn(item.typed));
    const reason = needs.map((need) => needBrokenBy(product, need)).find(Boolean);
    return reason ? [{ item, reason }] : [];
  });
}

/** The pantry the chef cooks from for these needs: what the visitor typed, less what they rule out. */
export function pantryForNeeds(
  kitchen: Kitchen,
  ingredients: readonly string[],
  needs: readonly DietaryNeed[],
): { pantry: Pantry; setAside: SetAsideItem[] } {
  const whole = readPantry(kitchen, ingredients);
  const setAside = setAsideForNeeds(kitchen, whole.known.values(), needs);
  if (setAside.length === 0) return { pantry: whole, setAside };
  const left = new Set(setAside.map(({ item }) => item.typed));
  return {
    pantry: readPantry(
      kitchen,
      ingredients.filter((typed) => !left.has(typed)),
    ),
    setAside,
  };
}
