import { isKeptRecipe, recipeTitle, type KeptRecipe } from '../shared/kept-recipe.ts';
import type { Measures } from '../shared/quantities/measures.ts';
import type { RecipeState } from './hooks/use-recipe-stream.ts';

/** The finished recipe on screen, kept like the pantry so that it survives a reload. */
const onScreenKey = 'chef-claude.recipe.v1';

/** What of a recipe's state is kept. */
type KeptPart = Pick<
  RecipeState,
  'status' | 'cutOff' | 'origin' | 'markdown' | 'source' | 'checks'
>;

/** The recipe on screen as it would be kept, once it is finished and whole. */
export function keptRecipeOf(
  recipe: KeptPart,
  choice: { servings: number | null; measures: Measures },
): KeptRecipe | undefined {
  const { origin } = recipe;
  if (recipe.status !== 'done' || recipe.cutOff || !origin) return undefined;
  return {
    ...origin,
    title: recipeTitle(recipe.markdown),
    markdown: recipe.markdown,
    source: recipe.source ?? 'file',
    favorite: false,
    ...(recipe.checks ? { checks: recipe.checks } : {}),
    servings: choice.servings,
    measures: choice.measures,
  };
}

export function readRecipeOnScreen(): KeptRecipe | undefined {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(onScreenKey) ?? 'null');
    return isKeptRecipe(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the recipe on screen, or forgets it (undefined). */
export function keepRecipeOnScreen(recipe: KeptRecipe | undefined) {
  try {
    if (recipe) window.localStorage.setItem(onScreenKey, JSON.stringify(recipe));
    else window.localStorage.removeItem(onScreenKey);
  } catch {
    // Storage full or refused: the recipe stays on screen until the page is left.
  }
}
