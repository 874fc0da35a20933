import type { IngredientEntry, cookingMethods, ingredientTags } from './ingredient-schema.ts';

export type IngredientRole = IngredientEntry['role'];
export type Diet = IngredientEntry['diet'];
export type Taste = IngredientEntry['taste'];
export type CookingMethod = (typeof cookingMethods)[number];
export type IngredientTag = (typeof ingredientTags)[number];

/** A catalogue entry as the kitchen uses it, with the file's defaults filled in. */
export interface Ingredient {
  /** The canonical name, lowercase and singular where it counts: 'spring onion'. */
  readonly id: string;
  /** How the steps name it: 'spring onions'. */
  readonly name: string;
  /** How a recipe title names it: 'Spring Onion'. */
  readonly title: string;
  readonly role: IngredientRole;
  readonly diet: Diet;
  readonly taste: Taste;
  /** What to buy for a dish serving two: '4 spring onions'. */
  readonly portion: string;
  /** How it is prepared before cooking: 'finely chopped', 'drained and rinsed'. */
  readonly prep: string | undefined;
  readonly cooking: CookingMethod | undefined;
  /** The more general id a visitor may type for it: 'chicken' for 'chicken thigh'. */
  readonly kindOf: string | undefined;
  /** `kindOf`, its own `kindOf` and so on, nearest first; empty for a generic ingredient. */
  readonly kindOfChain: readonly string[];
  /** Other names people type, singular: 'scallion', 'green onion'. */
  readonly aliases: readonly string[];
  /** Those aliases a written recipe calls it when the visitor typed one: 'beef mince'. */
  readonly calledAsTyped: readonly string[];
  /**
   * Names that mean it only as the whole of what is typed: 'beans' alone is baked beans to a
   * British cook, while 'pinto beans' is not baked beans of any kind.
   */
  readonly typedAlone: readonly string[];
  readonly tags: readonly IngredientTag[];
  /** Always on hand (salt, pepper, oil, water), so never counted as an extra to buy. */
  readonly staple: boolean;
  /** Eaten as it comes or heated as the packet says (a bagel, HP sauce): no dish need cook it. */
  readonly servedAsIs: boolean;
}
