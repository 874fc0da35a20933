// A reason made once: `abort()` without one builds a DOMException, stack and all, on every call.
const recipeOver = new DOMException('The recipe is over', 'AbortError');

/**
 * The one abort signal of a recipe request: `AbortSignal.any` over the request ending (the
 * visitor went away, or the recipe is over) and the total deadline. Whichever comes first calls
 * `onEnd` once, which is where the request lets go of what it holds.
 */
export function startRecipeLifetime(totalTimeoutMs: number, onEnd: () => void) {
  const ended = new AbortController();
  const deadline = AbortSignal.timeout(totalTimeoutMs);
  const signal = AbortSignal.any([ended.signal, deadline]);
  signal.addEventListener('abort', onEnd, { once: true });
  return {
    signal,
    // Held for as long as the request is: a timeout signal that only an `AbortSignal.any` refers
    // to can be collected before it fires, and then never fires (nodejs/node#57736).
    deadline,
    /** Ends the request (a no-op once it has ended). */
    end: () => ended.abort(recipeOver),
  };
}

export type RecipeLifetime = ReturnType<typeof startRecipeLifetime>;
