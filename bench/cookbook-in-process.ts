import { writeCookbookRecipe } from '../src/server/engines/cookbook/cookbook-engine.ts';
import { createCookbook, type Cookbook } from '../src/server/engines/cookbook/cookbook.ts';
import { listDishes } from '../src/server/engines/cookbook/list-dishes.ts';
import { createKitchen } from '../src/server/kitchen/kitchen.ts';
import { loadData } from '../src/server/load-data.ts';
import { mostPantryDishes } from '../src/shared/pantry-dishes.ts';
import type { Figure } from './figure.ts';
import { median, now } from './stats.ts';

const twentyIngredients = [
  [
    'eggs',
    'spinach',
    'feta',
    'onion',
    'garlic',
    'tomatoes',
    'basil',
    'pasta',
    'parmesan',
    'chicken breasts',
    'rice',
    'soy sauce',
    'ginger',
    'broccoli',
    'carrots',
    'lemon',
    'butter',
    'milk',
    'flour',
    'potatoes',
  ],
  [
    '2 tins chickpeas',
    'coconut milk',
    'curry powder',
    'Spring Onions',
    'cilantro',
    'lime',
    'tofu',
    'noodles',
    'peppers',
    'mushrooms',
    'kale',
    'quinoa',
    'avocado',
    'black beans',
    'tortillas',
    'cumin',
    'paprika',
    'sweet potato',
    'xyzzy',
    'chocolate',
  ],
];
const calls = 2000;
const warmUpCalls = 200;

/** The built-in cookbook's own work, timed in this process: what a request asks of it. */
export interface CookbookInProcess {
  /** Choosing and writing one recipe, `/api/recipe`. */
  writeMs: number;
  /** Listing the dishes from the pantry, `/api/dishes`. */
  listMs: number;
}

export const cookbookInProcessMethod = `Choosing and writing one recipe for a 20-ingredient pantry, and listing the dishes from the same pantry as \`/api/dishes\` does (the recipe shown and ${mostPantryDishes - 1} more): median of ${(calls - warmUpCalls).toLocaleString('en')} calls of each in process.`;

/**
 * Time of one call of `work` for a 20-ingredient pantry: median over many calls, the pantries and
 * attempts taken in turn, after a warm-up.
 */
function timeCalls(
  cookbook: Cookbook,
  work: (pantry: readonly string[], attempt: number) => void,
): number {
  const samples: number[] = [];
  for (let round = 0; round < calls; round++) {
    const pantry = twentyIngredients[round % twentyIngredients.length]!;
    const startedAt = now();
    work(pantry, round % 3);
    samples.push(now() - startedAt);
  }
  return median(samples.slice(warmUpCalls));
}

export function timeCookbookInProcess(): CookbookInProcess {
  const data = loadData();
  const cookbook = createCookbook(createKitchen(data), data.recipes);
  return {
    writeMs: timeCalls(cookbook, (pantry, attempt) => {
      writeCookbookRecipe(cookbook, pantry, attempt);
    }),
    listMs: timeCalls(cookbook, (pantry) => {
      listDishes(cookbook, pantry, [], mostPantryDishes);
    }),
  };
}

export function cookbookInProcessFigures({ writeMs, listMs }: CookbookInProcess): Figure[] {
  return [
    {
      id: 'cookbook-chef.write-one-recipe',
      label: 'Choose and write one recipe, 20 ingredients',
      unit: 'ms',
      value: writeMs,
    },
    {
      id: 'cookbook-chef.list-dishes',
      label: 'List the dishes from the pantry, 20 ingredients',
      unit: 'ms',
      value: listMs,
    },
  ];
}
