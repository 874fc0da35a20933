import type { RecipeCategory } from './cookbook-recipe.ts';
import type {
  CookingMethod,
  Diet,
  Ingredient,
  IngredientRole,
  IngredientTag,
  Taste,
} from '../../kitchen/ingredient.ts';

/** A catalogue cooking method, or 'unset' for an ingredient cooked however the dish cooks. */
export type Cooking = CookingMethod | 'unset';

/** Something every recipe of a formula holds: the first of `anyOf` the visitor has, else the first. */
export interface FormulaBase {
  readonly anyOf: readonly [string, ...string[]];
  /** The line for what is used ('1 lime, juiced'); the ingredient's usual portion when not given. */
  readonly line?: string | ((ingredient: Ingredient) => string);
  readonly optional?: boolean;
  /**
   * The line for its first choice when nothing else in the dish is meat or fish: a leek pie's
   * '300 ml vegetable stock', so a dish labelled vegetarian lists no chicken stock.
   */
  readonly meatFreeLine?: string;
  /**
   * Named in the title, after the featured places, when it is what makes the dish: the salad's
   * orange, half of it in the bowl, but not its lemon.
   */
  readonly featured?: (ingredient: Ingredient) => boolean;
}

/**
 * A place in the dish for some of the visitor's ingredients, chosen by what the catalogue says
 * of them (role, tags, how they cook), never by a list of ids.
 */
export interface FormulaSlot {
  readonly roles: readonly IngredientRole[];
  readonly max: number;
  /** Only ingredients with one of these tags, when given. */
  readonly tags?: readonly IngredientTag[];
  /** Never ingredients with one of these tags. */
  readonly notTags?: readonly IngredientTag[];
  /** Only ingredients the dish can cook properly, by their catalogue cooking method. */
  readonly cooking?: readonly Cooking[];
  readonly diets?: readonly Diet[];
  readonly tastes?: readonly Taste[];
  /** Takes sweet ingredients into a savory dish (fruit in a salad). */
  readonly acceptsSweet?: boolean;
  /**
   * Takes what is served as it comes (the catalogue's `served-as-is`: tzatziki spooned over
   * tacos); other places never cook it into the dish, so jelly beans top no pancakes.
   */
  readonly asItComes?: boolean;
  /** Named in the recipe's title. */
  readonly featured?: boolean;
  /** Any further test of what the dish can cook properly, by catalogue facts. */
  readonly when?: (ingredient: Ingredient) => boolean;
  /** The line for it, when not its catalogue portion: a soup's handful of pasta, not a pasta dish's. */
  readonly line?: (ingredient: Ingredient) => string | undefined;
  /** How this dish wants it prepared, when not as the catalogue says (undefined: as it says). */
  readonly prep?: (ingredient: Ingredient) => string | undefined;
}

/** What a formula's steps can ask about the dish being written. */
export interface Dish<Key extends string> {
  has(...keys: Key[]): boolean;
  /** The ingredients in those places as running text: 'spinach, mushrooms and peppers'. */
  names(...keys: Key[]): string;
  /** The same, only those cooked one of `methods`; '' when there are none. */
  cooked(methods: readonly Cooking[], ...keys: Key[]): string;
  ingredients(...keys: Key[]): readonly Ingredient[];
  /** The ingredients in those places cooked one of `methods`. */
  cookedAs(methods: readonly Cooking[], ...keys: Key[]): readonly Ingredient[];
  /**
   * Whether the list marks what is in that place optional: a base the visitor may do without
   * and has not got, which the steps say 'if using' of.
   */
  optional(key: Key): boolean;
}

/** A dish that takes the visitor's ingredients by role: a frittata, a stir-fry, a smoothie. */
export interface Formula<Slot extends string = string, Base extends string = string> {
  /** The dish's name in the title, after the featured ingredients: 'Frittata', 'on Toast'. */
  readonly dish: string;
  /**
   * How the title names a featured ingredient, when not by its catalogue title: 'Mushrooms on
   * Toast', where a risotto is 'Mushroom Risotto'.
   */
  readonly titleOf?: (ingredient: Ingredient) => string;
  /** The name for this one, when it depends on what went in: 'Spaghetti' for 'Pasta'. */
  readonly dishFor?: (dish: Dish<Slot | Base>) => string;
  readonly category: RecipeCategory;
  readonly taste: 'savory' | 'sweet';
  readonly serves: number;
  readonly minutes: number | ((dish: Dish<Slot | Base>) => number);
  readonly base: Readonly<Record<Base, FormulaBase>>;
  /** Places that must hold something for the dish to be worth writing: a traybake needs vegetables. */
  readonly requires?: readonly NoInfer<Slot>[];
  /** In the order they are filled and named in the title. */
  readonly slots: Readonly<Record<Slot, FormulaSlot>>;
  /** Bases this dish does not call for, left off its list: a soup finished with cream needs no oil. */
  readonly unneeded?: (dish: Dish<Slot | Base>) => readonly NoInfer<Base>[];
  /** Steps in order; `false`, `undefined` or '' leaves a step out. */
  readonly steps: (dish: Dish<Slot | Base>) => readonly (string | false | undefined)[];
}

/** Keeps a formula's slot and base names checked in its steps. */
export function defineFormula<Slot extends string, Base extends string>(
  definition: Formula<Slot, Base>,
): Formula<Slot, Base> {
  return definition;
}

/**
 * ', if using' after the name of what is in that place when the list marks it optional, with a
 * closing comma when the sentence `goesOn` ('cook the rice, if using, following the packet').
 */
export function ifUsing<Key extends string>(
  dish: Dish<Key>,
  key: NoInfer<Key>,
  goesOn = false,
): string {
  return !dish.optional(key) ? '' : goesOn ? ', if using,' : ', if using';
}
