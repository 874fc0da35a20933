import type { RecipeFrontMatter } from './recipe-schema.ts';

export type RecipeCategory = RecipeFrontMatter['category'];

export interface RecipeIngredient {
  /** An id from the ingredient catalog. */
  readonly id: string;
  /** The line as the ingredient list shows it, amount first: '3 cloves garlic, sliced'. */
  readonly line: string;
  /** Nice to have: never counted as an extra the visitor must buy. */
  readonly optional?: boolean;
  /**
   * The ids of other lines of the recipe that make this one needless when the visitor has one of
   * them: a fry-up's sausages when they have its bacon. Never counted as an extra then.
   */
  readonly notNeededWith?: readonly string[];
}

/** A complete recipe the team wrote, as data: one file in `recipes/`. */
export interface CookbookRecipe {
  readonly title: string;
  readonly category: RecipeCategory;
  readonly cuisine: string;
  readonly serves: number;
  readonly minutes: number;
  readonly ingredients: readonly RecipeIngredient[];
  readonly steps: readonly string[];
}
