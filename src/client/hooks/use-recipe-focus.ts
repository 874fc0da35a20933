import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { RecipeState } from './use-recipe-stream.ts';

export const focusRecipeHeading = () =>
  document.getElementById('recipe-heading')?.focus({ preventScroll: true });

/**
 * Where the focus goes as a recipe comes: a button that asked again goes with the old recipe or
 * alert, so 'Cancel' takes the focus while the chef has not written yet, then the recipe's heading
 * once the text starts; the heading also takes it when the recipe is ready, unless the visitor is
 * busy elsewhere on the page (typing the next ingredient, say). The page calls what this returns
 * as it asks, saying whether the button pressed goes away.
 */
export function useRecipeFocus(
  { status, cutOff, opened }: Pick<RecipeState, 'status' | 'cutOff' | 'opened'>,
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
  useEffect(() => {
    if (waiting && askedAgain.current) cancelButton.current?.focus();
  }, [waiting, cancelButton]);

  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (status === 'streaming' && before !== 'streaming' && askedAgain.current) {
      askedAgain.current = false;
      focusRecipeHeading();
    }
    if (status === 'done' && before !== 'done' && !cutOff && !opened) {
      askedAgain.current = false;
      const active = document.activeElement;
      const elsewhere =
        active !== null &&
        active !== document.body &&
        active !== getRecipeButton.current &&
        !recipeRegion.current?.contains(active);
      if (!elsewhere) focusRecipeHeading();
    }
  }, [status, cutOff, opened, getRecipeButton, recipeRegion]);

  return useCallback((again: boolean) => {
    askedAgain.current = again;
  }, []);
}
