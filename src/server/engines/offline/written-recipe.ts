import type { RecipeCategory } from './cookbook-recipe.ts';
import type { Ingredient } from './ingredient.ts';

export interface RecipeLine {
  readonly ingredient: Ingredient;
  readonly text: string;
  readonly optional: boolean;
}

/** A recipe ready to be weighed against a pantry: from the cookbook or a filled formula. */
export interface WrittenRecipe {
  readonly title: string;
  readonly category: RecipeCategory;
  readonly serves: number;
  readonly minutes: number;
  readonly lines: readonly RecipeLine[];
  readonly steps: readonly string[];
  readonly fromCookbook: boolean;
}
