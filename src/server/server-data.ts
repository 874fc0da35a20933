import type { CookbookRecipe } from './engines/cookbook/cookbook-recipe.ts';
import type { KitchenData } from './kitchen/kitchen.ts';

/** Everything the server knows from its data files, read and checked once at start. */
export interface ServerData extends KitchenData {
  readonly recipes: readonly CookbookRecipe[];
}
