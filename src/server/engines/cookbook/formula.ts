import type { RecipeCategory } from './cookbook-recipe.ts';
import type { IngredientRole } from '../../kitchen/ingredient.ts';

/** Something every recipe of a formula holds: the first of `anyOf` the visitor has, else the first. */
export interface FormulaBase {
  readonly anyOf: readonly [string, ...string[]];
  /** The line when the first of `anyOf` is used; otherwise the ingredient's usual portion. */
  readonly line?: string;
  readonly optional?: boolean;
}

/** A place in the dish for some of the visitor's ingredients, chosen by role. */
export interface FormulaSlot {
  readonly roles: readonly IngredientRole[];
  readonly max: number;
  /** Only these ingredient ids, when given. */
  readonly only?: readonly string[];
  readonly except?: readonly string[];
  /** Takes sweet ingredients into a savory dish (fruit in a salad). */
  readonly acceptsSweet?: boolean;
  /** Named in the recipe's title. */
  readonly featured?: boolean;
}

/** What a formula's steps can ask about the dish being written. */
export interface Dish<Key extends string> {
  has(...keys: Key[]): boolean;
  /** The ingredients in those places as running text: 'spinach, mushrooms and peppers'. */
  names(...keys: Key[]): string;
}

/** A dish that takes the visitor's ingredients by role: a frittata, a stir-fry, a smoothie. */
export interface Formula<Slot extends string = string, Base extends string = string> {
  readonly dish: string;
  readonly category: RecipeCategory;
  readonly taste: 'savory' | 'sweet';
  readonly serves: number;
  readonly minutes: number;
  readonly base: Readonly<Record<Base, FormulaBase>>;
  /** In the order they are filled and named in the title. */
  readonly slots: Readonly<Record<Slot, FormulaSlot>>;
  /** Steps in order; `false` leaves a step out. */
  readonly steps: (dish: Dish<Slot | Base>) => readonly (string | false)[];
}

/** Keeps a formula's slot and base names checked in its steps. */
export function defineFormula<Slot extends string, Base extends string>(
  definition: Formula<Slot, Base>,
): Formula<Slot, Base> {
  return definition;
}
