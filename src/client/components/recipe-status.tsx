import { useEffect, useRef, type RefObject } from 'react';
import { scrollIntoViewGently } from '../scroll-into-view-gently.ts';

/**
 * The page's one status, always there (a region inserted with its words already inside is
 * skipped by many screen readers), with what can be done about what it says: 'Cancel' while the
 * chef has not written yet, 'Undo' after the list was cleared. Brought into view as it offers
 * 'Cancel' when `inView` says so: on a phone it would otherwise speak below the fold.
 */
export function RecipeStatus({
  message,
  onCancel,
  cancelRef,
  onUndo,
  inView,
}: {
  message: string;
  /** The visitor needs to see it: it is brought into view when it starts offering 'Cancel'. */
  inView: boolean;
  /** Offered only when given. */
  onCancel: (() => void) | undefined;
  cancelRef: RefObject<HTMLButtonElement>;
  /** Offered only when given. */
  onUndo: (() => void) | undefined;
}) {
  const row = useRef<HTMLDivElement>(null);
  const cancelOffered = onCancel !== undefined;
  useEffect(() => {
    if (cancelOffered && inView && row.current) scrollIntoViewGently(row.current);
  }, [cancelOffered, inView]);

  return (
    <div className="recipe-status-row" ref={row}>
      <p role="status" className="chef-working">
        {message}
      </p>
      {onCancel && (
        <button type="button" className="secondary-button" ref={cancelRef} onClick={onCancel}>
          Cancel
        </button>
      )}
      {onUndo && (
        <button type="button" className="secondary-button" onClick={onUndo}>
          Undo
        </button>
      )}
    </div>
  );
}
