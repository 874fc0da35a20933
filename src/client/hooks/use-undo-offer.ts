import { useCallback, useEffect, useState } from 'react';

/** How long 'Undo' is offered: long enough to notice a slip, short enough not to linger. */
export const undoOfferMilliseconds = 10_000;

/**
 * Keeps what was just cleared, so that it can be put back, for ten seconds or until the visitor
 * moves on (`dismiss`). `offered` is what would come back; offering again replaces it.
 */
export function useUndoOffer<T>() {
  const [offered, setOffered] = useState<{ value: T }>();

  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(() => setOffered(undefined), undoOfferMilliseconds);
    return () => clearTimeout(timer);
  }, [offered]);

  const offer = useCallback((value: T) => setOffered({ value }), []);
  const dismiss = useCallback(() => setOffered(undefined), []);

  return { offered: offered?.value, offer, dismiss };
}
