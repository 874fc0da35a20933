import { useRef } from 'react';
import type { ApiError } from '../../shared/recipe-api.ts';

/**
 * What went wrong, in the server's words, with what the visitor can do about it: try again,
 * unless that cannot help, ask the built-in cookbook when the AI chef failed before writing, and
 * remove what the chef refused as not food.
 */
export function RecipeAlert({
  error,
  refused,
  onRetry,
  onUseCookbook,
  onRemove,
}: {
  error: ApiError;
  /** The visitor's ingredients the chef refused as not food, still on their list. */
  refused: readonly string[];
  onRetry: () => void;
  /** Offered only when given. */
  onUseCookbook: (() => void) | undefined;
  /** Called after focus has moved to the next 'Remove' button, when there is one. */
  onRemove: (ingredient: string) => void;
}) {
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  // The pressed button disappears with its ingredient, so focus moves first to the button that
  // takes its place (the next, else the one before), as when deleting from any list of items.
  function remove(ingredient: string) {
    const position = refused.indexOf(ingredient);
    const neighbour = refused[position + 1] ?? refused[position - 1];
    if (neighbour !== undefined) removeButtons.current.get(neighbour)?.focus();
    onRemove(ingredient);
  }

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
        {refused.map((ingredient) => (
          <button
            key={ingredient}
            type="button"
            ref={(button) => {
              if (button) removeButtons.current.set(ingredient, button);
              else removeButtons.current.delete(ingredient);
            }}
            onClick={() => remove(ingredient)}
          >
            Remove {ingredient}
          </button>
        ))}
      </div>
    </div>
  );
}
