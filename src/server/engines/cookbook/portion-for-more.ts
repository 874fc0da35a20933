import { agreeCountNoun } from '../../../shared/quantities/count-noun.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';

/** What a pack is counted in: '1 can chickpeas (400 g)' is one can of 400 g. */
const packs = /^(can|tin|block|pack|packet|jar|bag)\b/;

/** Grams or millilitres as a cook weighs them: to 25 from 100, else to 5. */
const roundWeight = (grams: number) =>
  grams >= 100 ? Math.round(grams / 25) * 25 : Math.max(5, Math.round(grams / 5) * 5);

/**
 * A catalogue portion (for two) for `factor` times as many: '2 chicken breasts (about 350 g)'
 * half as much again is '3 chicken breasts (about 525 g)', '1 can chickpeas (400 g)' '2 cans
 * chickpeas (400 g each)', '150 g lentils' '225 g lentils'. Counts are whole, rounded up; a
 * portion it cannot read ('1 kg', 'a handful') stays as it is.
 */
export function portionForMore(portion: string, factor: number): string {
  const read = /^(\d+) (.*)$/.exec(portion);
  if (!read) return portion;
  const quantity = Number(read[1]);
  const rest = read[2] ?? '';
  const weighed = /^(g|ml) /.exec(rest);
  if (weighed) return `${roundWeight(quantity * factor)} ${rest}`;
  if (/^(kg|l) /.test(rest)) return portion;
  const count = Math.ceil(quantity * factor - 1e-9);
  if (count === quantity) return portion;
  if (packs.test(rest)) {
    const many = quantity === 1 ? rest.replace(packs, (pack) => `${pack}s`) : rest;
    return `${count} ${many.replace(/\((\d+ (?:g|ml))\)/, '($1 each)')}`;
  }
  const scaled = agreeCountNoun(rest, quantity > 1, count > 1).replace(
    /\(about (\d+) (g|ml)\)/,
    (_whole, weight: string, unit: string) =>
      `(about ${roundWeight((Number(weight) * count) / quantity)} ${unit})`,
  );
  return `${count} ${scaled}`;
}

/**
 * A protein's line in a dish for four that its sauce stretches (a curry, a pie): half as much
 * again as the catalogue's portion for two, 3 chicken breasts rather than 2; a joint is one joint.
 */
export const proteinForFourInASauce = (ingredient: Ingredient): string | undefined =>
  ingredient.tags.includes('joint') ? undefined : portionForMore(ingredient.portion, 1.5);
