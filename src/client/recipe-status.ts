import { recipeTitle } from '../shared/kept-recipe.ts';
import type { RecipeState } from './hooks/use-recipe-stream.ts';

/**
 * What the page's one status says of the recipe: that it is being written, then, once, that it
 * is ready (with what to buy) or was stopped. Silent while the text itself streams, for a recipe
 * opened or shown again after a reload, and while an alert speaks.
 */
export function recipeStatusText({
  status,
  markdown,
  cutOff,
  opened,
  checks,
}: Pick<RecipeState, 'status' | 'markdown' | 'cutOff' | 'opened' | 'checks'>): string {
  if (status === 'waiting') return 'Chef Claude is writing your recipe…';
  if (status === 'thinking') return 'Chef Claude is thinking…';
  if (status !== 'done' || opened) return '';
  if (cutOff) return 'Stopped';
  const title = recipeTitle(markdown);
  if (!checks?.ingredientListFound) return `Recipe ready: ${title}`;
  const toBuy = checks.lines.filter((line) => line.status === 'to-buy' && !line.optional).length;
  return `Recipe ready: ${title}, ${toBuy === 0 ? 'nothing' : toBuy} to buy`;
}
