// Reasons made once: `abort()` without one builds a DOMException, stack and all, on every call.
const recipeOver = new DOMException('The recipe is over', 'AbortError');
const deadlinePassed = new DOMException('The recipe took too long', 'TimeoutError');

/**
 * The one abort signal of a recipe request, aborted by the request ending (the visitor went
 * away, or the recipe is over) or by the total deadline, whichever comes first; that calls
 * `onEnd` once, which is where the request lets go of what it holds. One controller and one
 * timer, cleared when the request ends: `AbortSignal.any` over `AbortSignal.timeout` says the
 * same but costs about 15 µs more a request, and its timeout signal must be held against
 * collection (nodejs/node#57736).
 */
export function startRecipeLifetime(totalTimeoutMs: number, onEnd: () => void) {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(deadlinePassed), totalTimeoutMs);
  deadline.unref();
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
    /** Ends the request (a no-op once it has ended). */
    end: () => controller.abort(recipeOver),
  };
}

export type RecipeLifetime = ReturnType<typeof startRecipeLifetime>;
