import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../shared/recipe-api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { scrollIntoViewGently } from '../scroll-into-view-gently.ts';

const secondsInWords = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

/**
 * What went wrong, in the server's words, with what the visitor can do about it: try again,
 * unless that cannot help, ask the built-in cookbook when the AI chef failed before writing, and
 * remove what the chef refused as not food. A wait the server asked for counts down in sight,
 * while 'Try again' stays unavailable; a screen reader hears the wait once as it starts, and
 * again when it is over, not every second.
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
  const alertRef = useRef<HTMLDivElement>(null);
  const waitLeft = useCountdown(error.retryAfterSeconds);
  const waited = error.retryAfterSeconds !== undefined;
  const waitOver = waitLeft === 0;
  const [waitNews, setWaitNews] = useState('');

  // Where the visitor looks, on a small screen too. When the button pressed went away with what it
  // asked for ('Get another recipe', 'Try again'), the focus comes here rather than to the page.
  useEffect(() => {
    const alert = alertRef.current;
    if (!alert) return;
    scrollIntoViewGently(alert);
    if (document.activeElement === document.body || document.activeElement === null)
      alert.querySelector('button')?.focus({ preventScroll: true });
  }, []);

  // Said after the region is there, so that it is heard (a region inserted with its words already
  // inside is skipped by many screen readers): as the wait starts, and as it ends.
  useEffect(() => {
    if (!waited) return;
    const news = waitOver
      ? 'You can try again now.'
      : `You can try again in ${secondsInWords(error.retryAfterSeconds ?? 0)}.`;
    const timer = setTimeout(() => setWaitNews(news));
    return () => clearTimeout(timer);
  }, [waited, waitOver, error.retryAfterSeconds]);

  // The pressed button disappears with its ingredient, so focus moves first to the button that
  // takes its place (the next, else the one before), as when deleting from any list of items.
  function remove(ingredient: string) {
    const position = refused.indexOf(ingredient);
    const neighbour = refused[position + 1] ?? refused[position - 1];
    if (neighbour !== undefined) removeButtons.current.get(neighbour)?.focus();
    onRemove(ingredient);
  }

  return (
    <div className="recipe-alert" ref={alertRef}>
      <div role="alert">
        <p>{error.message}</p>
        <div className="recipe-alert-actions">
          {error.retryable !== false && (
            <button
              type="button"
              aria-disabled={!waitOver || undefined}
              onClick={() => {
                if (waitOver) onRetry();
              }}
            >
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
      {/* Outside the alert, which would say every second of it. */}
      {waited && (
        <>
          <p className="retry-wait">
            {waitOver
              ? 'You can try again now.'
              : `You can try again in ${secondsInWords(waitLeft)}.`}
          </p>
          <p role="status" className="visually-hidden">
            {waitNews}
          </p>
        </>
      )}
    </div>
  );
}
