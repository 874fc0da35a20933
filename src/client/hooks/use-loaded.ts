import { useEffect, useState } from 'react';

/**
 * A module loaded after first paint, once the component that needs it is shown: undefined until
 * it has arrived. `load` must be the same function every render (a module-level constant).
 */
export function useLoaded<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    let wanted = true;
    load().then(
      (module) => {
        if (wanted) setLoaded(() => module);
      },
      // Said only while something still waits for it.
      (error: unknown) => {
        if (wanted) console.error('A part of the page failed to load:', error);
      },
    );
    return () => {
      wanted = false;
    };
  }, [load]);
  return loaded;
}
