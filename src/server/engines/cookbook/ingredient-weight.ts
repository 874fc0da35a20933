import type { Ingredient } from '../../kitchen/ingredient.ts';

/** What the chooser needs to know of an ingredient, worked out once per ingredient. */
export interface IngredientWeight {
  /** What using the visitor's one is worth in a savoury dish: proteins and starches most. */
  readonly worth: number;
  /** The same in a cake, a pudding or a drink, where eggs only bind. */
  readonly worthInSweet: number;
  /**
   * The same in a sweet breakfast of pancakes, crêpes or French toast whose flour and milk the
   * visitor has: their eggs are half the batter, as much the dish as in an omelette; anything else
   * counts as in a cake.
   */
  readonly worthInBatter: number;
  /** Flour or milk: what a batter is made of with the eggs. */
  readonly isBatter: boolean;
  /** What buying it costs, not counting whether it stands in for the visitor's protein. */
  readonly cost: number;
  /** What a meal is built around: a protein or a main starch. */
  readonly isMain: boolean;
  readonly isProtein: boolean;
  /**
   * How much a meal is built on it, among proteins: meat or fish 3, eggs, beans or tofu 2, bacon
   * or chorizo 1 (they season a meal built on another); 0 for anything else.
   */
  readonly proteinRank: number;
  readonly isFresh: boolean;
  readonly isAnimal: boolean;
  /** A condiment the visitor would want the dish to taste of: leaving theirs out costs. */
  readonly isFlavouring: boolean;
  /**
   * Fruit or chocolate: what a cake or pancakes from their cupboard would be made of, left out
   * of one at a cost.
   */
  readonly isSweetPoint: boolean;
  /**
   * Words for the kind of thing it is: tinned and fresh tomatoes share one, two cheeses another.
   * The first is always the food it is, by its title.
   */
  readonly kinds: readonly string[];
}

const fresh = new Set(['vegetable', 'greens', 'fruit']);

function weigh(ingredient: Ingredient): IngredientWeight {
  const { role, tags } = ingredient;
  const isProtein = role === 'protein';
  const isStarch = tags.includes('main-starch');
  const isFresh = fresh.has(role);
  const isFlavouring = tags.includes('flavouring');
  // Their tin of tomatoes is what a chilli or a pasta sauce is made of, as much as a vegetable;
  // buying one still costs what a cupboard tin does.
  const isVegetableLike = isFresh || tags.includes('sauce-base');
  // Eggs, halloumi and paneer make a meal too, but less of one than meat, fish or beans. A
  // flavouring the visitor listed (their miso, their peanut butter) is what they want it to taste
  // of: worth more than a vegetable, so a dish leaving it out ranks below one using it.
  const worth = isProtein
    ? ingredient.diet === 'vegetarian'
      ? 12
      : 30
    : isStarch
      ? 20
      : isFlavouring
        ? 5
        : isVegetableLike || role === 'sweet' || role === 'liquid'
          ? 4
          : role === 'dairy'
            ? 3
            : role === 'aromatic' || role === 'baking'
              ? 2
              : 1;
  const cost = isProtein
    ? 6
    : isStarch
      ? 4
      : isFresh
        ? 2
        : role === 'dairy'
          ? 1.5
          : role === 'aromatic'
            ? 0.25
            : 0.5;
  return {
    worth,
    worthInSweet: isProtein ? 3 : worth,
    worthInBatter: !isProtein
      ? worth
      : ingredient.id === 'egg' || ingredient.kindOfChain.includes('egg')
        ? worth
        : 3,
    cost,
    isMain: isProtein || isStarch,
    isProtein,
    proteinRank: !isProtein
      ? 0
      : tags.includes('cured')
        ? 1
        : ingredient.diet === 'meat' || ingredient.diet === 'fish'
          ? 3
          : 2,
    isFresh,
    isAnimal: ingredient.diet !== 'vegan',
    isFlavouring,
    isBatter: ['flour', 'milk'].includes(ingredient.kindOfChain.at(-1) ?? ingredient.id),
    isSweetPoint: role === 'fruit' || tags.includes('chocolate'),
    kinds: [
      `title:${ingredient.title}`,
      `root:${ingredient.kindOfChain.at(-1) ?? ingredient.id}`,
      ...(tags.includes('cheese') ? ['cheese'] : []),
    ],
  };
}

const weights = new WeakMap<Ingredient, IngredientWeight>();

export function weightOf(ingredient: Ingredient): IngredientWeight {
  let weight = weights.get(ingredient);
  if (!weight) {
    weight = weigh(ingredient);
    weights.set(ingredient, weight);
  }
  return weight;
}
