import type { LineAmount } from '../recipe-checks.ts';
import { unitFacts } from './units.ts';

type SpoonOrCup = 'tsp' | 'tbsp' | 'cup';

/**
 * A food's weight per millilitre, from its grams per cup, tablespoon or teaspoon, preferring the
 * measure nearest `millilitres` (a teaspoon of flour packs differently from a cup). Undefined
 * when the kitchen does not know the food's weight by volume: then volume and weight never meet.
 */
export function gramsPerMillilitre(
  gramsPer: LineAmount['gramsPer'],
  millilitres: number,
): number | undefined {
  if (!gramsPer) return undefined;
  const preference: readonly SpoonOrCup[] =
    millilitres < 15
      ? ['tsp', 'tbsp', 'cup']
      : millilitres < 60
        ? ['tbsp', 'tsp', 'cup']
        : ['cup', 'tbsp', 'tsp'];
  for (const measure of preference) {
    const grams = gramsPer[measure];
    if (grams !== undefined && grams > 0) return grams / unitFacts[measure].size;
  }
  return undefined;
}
