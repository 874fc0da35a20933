/** What an ingredient does in a dish; the formulas pick the visitor's ingredients by it. */
export type IngredientRole =
  | 'protein'
  | 'vegetable'
  | 'greens'
  | 'starch'
  | 'aromatic'
  | 'herb'
  | 'spice'
  | 'dairy'
  | 'fruit'
  | 'nut'
  | 'sauce'
  | 'sweet'
  | 'baking'
  | 'fat'
  | 'liquid';

/** The most an ingredient asks of a diet: a vegan dish holds only 'vegan' ones. */
export type Diet = 'vegan' | 'vegetarian' | 'fish' | 'meat';

/** Savory dishes never take 'sweet' ingredients and sweet dishes never take 'savory' ones. */
export type Taste = 'savory' | 'sweet' | 'neutral';

export interface Ingredient {
  /** The canonical name, lowercase and singular where it counts: 'spring onion'. */
  readonly id: string;
  /** How the steps of a formula recipe name it: 'spring onions'. */
  readonly name: string;
  /** How a recipe title names it: 'Spring Onion'. */
  readonly title: string;
  readonly role: IngredientRole;
  readonly diet: Diet;
  readonly taste: Taste;
  /** An ingredient line for a dish serving two, used by the formulas: '4 spring onions'. */
  readonly portion: string;
  /** Other names people type, singular: 'scallion', 'green onion'. */
  readonly aliases: readonly string[];
  /** Always on hand (salt, pepper, oil, water), so never counted as an extra to buy. */
  readonly staple: boolean;
}
