import type { RefObject } from 'react';

export function RecipePrompt({
  onGetRecipe,
  problem,
  buttonRef,
  busy,
}: {
  onGetRecipe: () => void;
  /** The recipe asked for is on its way: the button says so (pressed again, it asks afresh). */
  busy: boolean;
  /** Lets the page send focus back to 'Get a recipe'. */
  buttonRef?: RefObject<HTMLButtonElement>;
  /** Why the list cannot be sent as it is, if it cannot. */
  problem: string | undefined;
}) {
  return (
    <div className="recipe-prompt">
      <div>
        <h3>Ready for a recipe?</h3>
        <p>Generate a recipe from your list of ingredients.</p>
        {problem && (
          <p id="recipe-prompt-problem" className="problem">
            {problem}
          </p>
        )}
      </div>
      <button
        ref={buttonRef}
        type="button"
        onClick={onGetRecipe}
        disabled={problem !== undefined}
        aria-busy={busy || undefined}
        aria-describedby={problem ? 'recipe-prompt-problem' : undefined}
      >
        Get a recipe
      </button>
    </div>
  );
}
