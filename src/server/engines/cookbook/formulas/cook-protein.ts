import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { isOrAre } from '../is-or-are.ts';

const has = (ingredient: Ingredient, tag: Ingredient['tags'][number]) =>
  ingredient.tags.includes(tag);

/** Poultry and pork are cooked until no pink remains; beef, lamb and duck may stay pink. */
export function doneness(ingredient: Ingredient): string {
  if (ingredient.diet === 'fish') return 'until just opaque';
  if (has(ingredient, 'browns-quickly')) return 'until browned at the edges';
  if (has(ingredient, 'meat-substitute')) return 'until browned and hot through';
  if (ingredient.diet === 'vegan') return 'until golden and crisp';
  if (ingredient.diet === 'vegetarian') return 'until golden';
  // Bacon and chorizo stay pink when cooked, as cured meat does: a cook looks for crisp edges.
  if (has(ingredient, 'cured')) return 'until browned and crisp at the edges';
  return has(ingredient, 'cook-through')
    ? 'until browned and cooked through, with no pink inside'
    : 'until browned';
}

/**
 * How long mince browns, and until what: meat until no pink remains; meat-free mince, which has
 * no pink and cooks faster, until browned. Starts with 'for', ends without a full stop.
 */
export function browningMince(ingredient: Ingredient | undefined): string {
  return ingredient?.diet === 'meat'
    ? 'for 8 to 10 minutes, breaking it up with a wooden spoon, until no pink remains'
    : 'for 5 to 6 minutes, breaking it up with a wooden spoon, until browned';
}

/**
 * A protein fried as the catalogue gives it, uncut ('4 sausages'): neither prepared nor sold
 * chopped or sliced ('100 g cubed pancetta').
 */
export const comesWholeForFrying = (ingredient: Ingredient) =>
  ingredient.cooking === 'fry' &&
  !ingredient.prep &&
  !/cubed|diced|sliced|chopped|pieces/.test(ingredient.portion);

/**
 * How a dish cooked in a pan wants a protein cut, when the catalogue gives no preparation:
 * strips for a steak or a pork chop, pieces for sausages. Fillets stay whole and are flaked.
 */
export function panPrep(ingredient: Ingredient): string | undefined {
  if (ingredient.prep || ingredient.role !== 'protein') return undefined;
  // Meat-free sausages are cut like meat ones; a meat-free burger is fried whole, as its packet says.
  const meatFree = has(ingredient, 'meat-substitute');
  if (ingredient.diet !== 'meat' && (!meatFree || has(ingredient, 'patty'))) return undefined;
  if (ingredient.cooking === 'sear') return 'in thin strips';
  if (comesWholeForFrying(ingredient)) return 'in bite-sized pieces';
  return undefined;
}

/**
 * The words that cook a raw protein in a hot pan with `fat`, by how that cut cooks: 'fry the
 * chicken thighs in the oil over a medium-high heat for 6 to 8 minutes, stirring, until …'.
 * Starts lowercase, ends without a full stop, so a step can go on. `cut` is how the dish cuts it,
 * when not as the catalogue says: a wok's thin strips of chicken breast.
 */
export function panCook(ingredient: Ingredient, fat: string, cut = ingredient.prep): string {
  const { name, cooking } = ingredient;
  if (cooking === 'brown-and-break-up') {
    return `brown the ${name} in ${fat} over a high heat ${browningMince(ingredient)}`;
  }
  if (has(ingredient, 'fish-fillet')) {
    return `fry the ${name} in ${fat}, skin side down, over a medium-high heat for 4 minutes, then turn and cook for 2 to 3 minutes more, until just opaque in the middle; lift out and break into large flakes`;
  }
  if (has(ingredient, 'fish-steak')) {
    return `sear the ${name} in ${fat} over a high heat for 1 to 2 minutes a side, until browned outside and still pink in the middle; lift out, rest for a minute and slice thickly`;
  }
  if (cooking === 'stir-fry') {
    return `fry the ${name} in ${fat} over a high heat for 2 to 3 minutes, ${doneness(ingredient)}`;
  }
  if (cooking === 'sear' && ingredient.diet === 'fish') {
    return `sear the ${name} in ${fat} over a high heat for 1 to 2 minutes a side, until golden and just opaque`;
  }
  // Halloumi and paneer are turned once; a meat-free burger, vegetarian or vegan, is turned for
  // its packet's minutes; meat-free sausages, cut into pieces, and pieces are stirred.
  if (ingredient.diet === 'vegetarian' && has(ingredient, 'cheese')) {
    return `fry the ${name} in ${fat} over a medium-high heat for 2 to 3 minutes a side, ${doneness(ingredient)}`;
  }
  if (has(ingredient, 'meat-substitute') && has(ingredient, 'patty')) {
    return `fry the ${name} in ${fat} over a medium heat for 10 to 12 minutes, turning now and then (or as the packet says), ${doneness(ingredient)}`;
  }
  if (ingredient.diet === 'vegetarian' || has(ingredient, 'meat-substitute')) {
    return `fry the ${name} in ${fat} over a medium-high heat for 5 to 6 minutes, stirring now and then, until browned and cooked through`;
  }
  // Thin strips of pork or steak are done in 3 to 5 minutes; bite-sized pieces of chicken breast
  // need 5 to 6 to cook through to the middle.
  const minutes = has(ingredient, 'browns-quickly')
    ? '4 to 5'
    : ingredient.diet === 'vegan'
      ? '8 to 10'
      : cooking === 'sear'
        ? has(ingredient, 'cook-through') && cut?.includes('pieces')
          ? '5 to 6'
          : '3 to 5'
        : '6 to 8';
  return `fry the ${name} in ${fat} over a medium-high heat for ${minutes} minutes, stirring now and then, ${doneness(ingredient)}`;
}

/**
 * What follows `panCook` when the protein waits on a plate while the rest cooks: '; lift them
 * out onto a plate' for prawns, 'it' for mince; nothing for a fillet, which `panCook` has lifted
 * out and flaked (or sliced, a steak of fish) already.
 */
export function liftOut(ingredient: Ingredient): string {
  if (has(ingredient, 'fish-fillet') || has(ingredient, 'fish-steak')) return '';
  return `; lift ${isOrAre(ingredient.name) === 'are' ? 'them' : 'it'} out onto a plate`;
}

/**
 * The step that gets a protein ready to go cold into a salad or a bowl, or undefined when it is
 * ready as it is (tinned tuna, ham, chickpeas, smoked salmon).
 */
export function cookForSalad(ingredient: Ingredient): string | undefined {
  const { name, cooking } = ingredient;
  if (ingredient.role === 'protein' && ingredient.diet === 'vegetarian' && cooking === undefined) {
    return `Boil the ${name} for 8 minutes, cool them in cold water, then peel and quarter them.`;
  }
  if (cooking === 'sear' && ingredient.diet === 'meat') {
    return has(ingredient, 'cook-through')
      ? `Season the ${name} and fry in a little of the oil over a medium heat for 5 to 6 minutes a side, until cooked through with no pink inside; rest for 5 minutes, then slice.`
      : `Season the ${name} and sear in a little of the oil over a high heat for 2 to 3 minutes a side, until browned outside and pink in the middle; rest for 5 minutes, then slice thinly.`;
  }
  if (['sear', 'fry', 'stir-fry', 'brown-and-break-up'].includes(cooking ?? '')) {
    const words = panCook(ingredient, 'a little of the oil');
    return `${words[0]?.toUpperCase()}${words.slice(1)}.`;
  }
  return undefined;
}

/**
 * A protein eaten raw (the catalogue's `raw`: smoked salmon): never cooked in the dish, but
 * folded in off the heat at the end or laid on top to serve.
 */
export const isServedRaw = (ingredient: Ingredient) =>
  ingredient.role === 'protein' && ingredient.cooking === 'raw';

/** A salad's or a bowl's protein: what cooks quickly or is ready to eat. */
export const saladProteinCooking = [
  'unset',
  'sear',
  'fry',
  'stir-fry',
  'warm-through',
  'raw',
] as const;

/** Salads and bowls take the whole piece, sliced once cooked, rather than strips. */
export const saladPrep = (ingredient: Ingredient) =>
  ingredient.cooking === 'sear' && ingredient.diet === 'meat' ? '' : panPrep(ingredient);

/**
 * A cut that is seared briefly and served pink (steak, beef strips, duck breast): it turns tough
 * simmered in a sauce or roasted through, so slow dishes leave it out.
 */
export const isQuickPinkMeat = (ingredient: Ingredient) =>
  ingredient.diet === 'meat' && ingredient.cooking === 'sear' && !has(ingredient, 'cook-through');

/**
 * Meat cooked in minutes (strips of steak, pork loin or duck; chicken or turkey breast) that turns
 * tough or dry left in a pan while an onion softens or a sauce simmers: it waits on a plate and
 * goes back at the end, only to heat through.
 */
export const overcooksLeftInThePan = (ingredient: Ingredient) =>
  ingredient.diet === 'meat' && (ingredient.cooking === 'sear' || has(ingredient, 'lean'));

export const notQuickPinkMeat = (ingredient: Ingredient) => !isQuickPinkMeat(ingredient);
