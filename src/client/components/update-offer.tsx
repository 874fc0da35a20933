import { useEffect, useState } from 'react';
import { watchForUpdates, type ApplyUpdate } from '../service-worker-updates.ts';

/**
 * Offers a new version of the page once it has been downloaded, instead of leaving the visitor
 * on a stale one; the page changes only when they choose to (a recipe may be on screen).
 */
export function UpdateOffer({
  watch = watchForUpdates,
}: {
  /** Where updates come from; tests pass their own. */
  watch?: (onUpdate: (apply: ApplyUpdate) => void) => Promise<void>;
}) {
  const [apply, setApply] = useState<ApplyUpdate | undefined>();

  useEffect(() => {
    watch((update) => setApply(() => update)).catch((error: unknown) => {
      // The page works as it is without the service worker; it just will not open offline.
      console.warn('The service worker could not be registered:', error);
    });
  }, [watch]);

  // Shown only once there is something to offer: the page has one status region per task, and
  // this one would be empty on nearly every visit.
  if (!apply) return null;
  return (
    <p className="update-offer">
      A new version of Chef Claude is ready.{' '}
      <button type="button" onClick={apply}>
        Reload to update
      </button>
    </p>
  );
}
