import type { ApiError } from '../../shared/recipe-api.ts';

/**
 * What went wrong, in the server's words, with what the visitor can do about it: try again,
 * unless that cannot help, and ask the built-in cookbook when the AI chef failed before writing.
 */
export function RecipeAlert({
  error,
  onRetry,
  onUseCookbook,
}: {
  error: ApiError;
  onRetry: () => void;
  /** Offered only when given. */
  onUseCookbook: (() => void) | undefined;
}) {
  return (
    <div role="alert" className="recipe-alert">
      <p>
        {error.message}
        {error.retryAfterSeconds !== undefined &&
          ` You can try again in ${error.retryAfterSeconds} seconds.`}
      </p>
      <div className="recipe-alert-actions">
        {error.retryable !== false && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
        {onUseCookbook && (
          <button type="button" onClick={onUseCookbook}>
            Use the built-in cookbook
          </button>
        )}
      </div>
    </div>
  );
}
