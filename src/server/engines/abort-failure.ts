import { RecipeFailure } from './recipe-failure.ts';

/**
 * Whether a recipe's signal was stopped by a deadline, which is a failure of the writer, rather
 * than by the visitor leaving or the recipe being over. A deadline aborts with a `TimeoutError`;
 * one of our own aborts with the `RecipeFailure` it means.
 */
export function abortedByDeadline(signal: AbortSignal): boolean {
  const { reason } = signal;
  return (
    signal.aborted &&
    (reason instanceof RecipeFailure ||
      (reason instanceof DOMException && reason.name === 'TimeoutError'))
  );
}

/** Why a recipe's signal aborted, as a failure: a deadline is a model timeout. */
export function abortFailure(signal: AbortSignal): RecipeFailure {
  if (signal.reason instanceof RecipeFailure) return signal.reason;
  if (abortedByDeadline(signal)) {
    return new RecipeFailure(
      'model-timeout',
      'The model did not send its whole recipe within RECIPE_TOTAL_TIMEOUT_MS',
    );
  }
  return new RecipeFailure('model-unavailable', 'The request was cancelled');
}
