import { useEffect } from 'react';
import { keepRecipeOnScreen, keptRecipeOf } from '../recipe-on-screen.ts';
import { readRecipeChoice } from '../recipe-choice.ts';
import type { RecipeState } from './use-recipe-stream.ts';

/** Loaded once a recipe is finished, not at first load. */
const loadRecipeStore = () => import('../recipe-store.ts');

/**
 * Keeps the finished recipe on screen across a reload (forgotten on Reset or when one is stopped),
 * and each recipe written, whole, in the history without a click.
 */
export function useRecipeOnScreen({
  status,
  cutOff,
  opened,
  origin,
  markdown,
  source,
  checks,
}: RecipeState) {
  useEffect(() => {
    if (status === 'idle' || (status === 'done' && cutOff)) {
      keepRecipeOnScreen(undefined);
      return;
    }
    const recipe = keptRecipeOf(
      { status, cutOff, origin, markdown, source, checks },
      readRecipeChoice(),
    );
    if (!recipe) return;
    keepRecipeOnScreen(recipe);
    if (opened) return;
    loadRecipeStore()
      .then((store) => store.addToHistory(recipe))
      .catch(() => {
        // My recipes says why the browser keeps nothing; the recipe stays on screen.
      });
  }, [status, cutOff, opened, origin, markdown, source, checks]);
}
