import type { CookbookRecipe } from './cookbook-recipe.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';

export interface RecipeLine {
  readonly ingredient: Ingredient;
  readonly text: string;
  readonly optional: boolean;
  /** The ids a visitor may have for this line to be theirs (see `lineFillers`). */
  readonly filledBy: ReadonlySet<string>;
  /**
   * What makes the line needless when the visitor has it: the ids filling the recipe's lines its
   * `not-needed-with` names (a fry-up's sausages need not be bought by a visitor with bacon).
   */
  readonly notNeededWith?: ReadonlySet<string>;
  /** What the steps call it, when the visitor typed another name for it: 'beef mince'. */
  readonly calledAs?: string;
}

/** A recipe ready to be weighed against a pantry: from the cookbook or a filled formula. */
export interface WrittenRecipe extends Pick<
  CookbookRecipe,
  'title' | 'category' | 'serves' | 'minutes' | 'steps'
> {
  readonly lines: readonly RecipeLine[];
  readonly fromCookbook: boolean;
  /** What it uses in place of what the visitor's needs rule out: a vegetarian hard cheese. */
  readonly standIns?: readonly StandIn[];
}

export interface StandIn {
  /** As the recipe had it: 'parmesan'. */
  readonly ruledOut: Ingredient;
  readonly standIn: Ingredient;
  /** 'is made with animal rennet' */
  readonly reason: string;
}
