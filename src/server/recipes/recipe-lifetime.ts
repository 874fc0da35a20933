import { RecipeFailure } from '../engines/recipe-failure.ts';

// A reason made once: `abort()` without one builds a DOMException, stack and all, on every call.
const recipeOver = new DOMException('The recipe is over', 'AbortError');

/**
 * The one abort signal of a recipe request. It aborts when the visitor goes away, when the total
 * deadline passes, or when the recipe is over; whichever comes first calls `onEnd` once, which
 * is where the request lets go of what it holds.
 */
export function startRecipeLifetime(totalTimeoutMs: number, onEnd: () => void) {
  const controller = new AbortController();
  // Unreferenced: an open request keeps the process alive, a timer alone must not.
  const deadline = setTimeout(
    () =>
      controller.abort(
        new RecipeFailure(
          'model-timeout',
          `The model did not send its whole recipe within ${totalTimeoutMs} ms`,
        ),
      ),
    totalTimeoutMs,
  ).unref();
  controller.signal.addEventListener(
    'abort',
    () => {
      clearTimeout(deadline);
      onEnd();
    },
    { once: true },
  );
  return {
    signal: controller.signal,
    /** Ends the request (a no-op once it has ended), with why, when that is not just done. */
    end: (reason?: RecipeFailure) => controller.abort(reason ?? recipeOver),
  };
}

export type RecipeLifetime = ReturnType<typeof startRecipeLifetime>;

/** Why a recipe's signal aborted, as a failure. */
export function abortFailure(signal: AbortSignal): RecipeFailure {
  return signal.reason instanceof RecipeFailure
    ? signal.reason
    : new RecipeFailure('model-unavailable', 'The request was cancelled');
}
