import type { Ingredient } from './ingredient.ts';

/** An ingredient's usual line for a dish serving two: '1 can chickpeas (400 g), drained and rinsed'. */
export function portionLine(ingredient: Ingredient): string {
  return ingredient.prep ? `${ingredient.portion}, ${ingredient.prep}` : ingredient.portion;
}
