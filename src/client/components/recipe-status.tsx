import type { RefObject } from 'react';

/**
 * The page's one status, always there (a region inserted with its words already inside is
 * skipped by many screen readers), with what can be done about what it says: 'Cancel' while the
 * chef has not written yet, 'Undo' after the list was cleared.
 */
export function RecipeStatus({
  message,
  onCancel,
  cancelRef,
  onUndo,
}: {
  message: string;
  /** Offered only when given. */
  onCancel: (() => void) | undefined;
  cancelRef: RefObject<HTMLButtonElement>;
  /** Offered only when given. */
  onUndo: (() => void) | undefined;
}) {
  return (
    <div className="recipe-status-row">
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
