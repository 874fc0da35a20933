import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { RecipeState } from './use-recipe-stream.ts';

export const focusRecipeHeading = () =>
  document.getElementById('recipe-heading')?.focus({ preventScroll: true });

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Where the focus goes as a recipe comes: a button that asked again may go with the old alert, so
 * 'Cancel' takes the focus so lost while the chef has not written yet, then the recipe's heading
 * once the text starts; the heading also takes it when the recipe is ready, unless the visitor is
 * busy elsewhere on the page (typing the next ingredient, say). The page calls what this returns
 * as it asks, saying whether the button pressed goes away.
 */
export function useRecipeFocus(
  { status, cutOff, opened, origin }: Pick<RecipeState, 'status' | 'cutOff' | 'opened' | 'origin'>,
  {
    cancelButton,
    getRecipeButton,
    recipeRegion,
  }: {
    cancelButton: RefObject<HTMLButtonElement>;
    getRecipeButton: RefObject<HTMLButtonElement>;
    recipeRegion: RefObject<HTMLElement>;
  },
) {
  const askedAgain = useRef(false);
  const waiting = status === 'waiting' || status === 'thinking';
  /** The recipe asked for last: one put back on screen instead (by Cancel) takes no focus. */
  const askedFor = useRef<string>();
  useEffect(() => {
    if (!waiting) return;
    askedFor.current = origin?.id;
    if (askedAgain.current && focusLost()) cancelButton.current?.focus();
  }, [waiting, origin, cancelButton]);

  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (status === 'streaming' && before !== 'streaming' && askedAgain.current) {
      askedAgain.current = false;
      focusRecipeHeading();
    }
    const written = origin !== undefined && origin.id === askedFor.current;
    if (status === 'done' && before !== 'done' && !cutOff && !opened && written) {
      askedAgain.current = false;
      const active = document.activeElement;
      const elsewhere =
        active !== null &&
        active !== document.body &&
        active !== getRecipeButton.current &&
        !recipeRegion.current?.contains(active);
      if (!elsewhere) focusRecipeHeading();
    }
  }, [status, cutOff, opened, origin, getRecipeButton, recipeRegion]);

  return useCallback((again: boolean) => {
    askedAgain.current = again;
  }, []);
}
