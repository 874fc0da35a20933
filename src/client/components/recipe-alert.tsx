import type { ApiError } from '../../shared/recipe-api.ts';

export function RecipeAlert({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <div role="alert" className="recipe-alert">
      <p>
        {error.message}
        {error.retryAfterSeconds !== undefined &&
          ` You can try again in ${error.retryAfterSeconds} seconds.`}
      </p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
