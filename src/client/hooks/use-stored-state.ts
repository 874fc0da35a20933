import { useEffect, useState } from 'react';

/**
 * State that survives a reload, kept in localStorage under a versioned key. Anything stored that
 * does not pass `isValid` (corrupt, foreign, an older shape) gives way to `initial`.
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
) {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      if (stored === null) return initial;
      const parsed: unknown = JSON.parse(stored);
      return isValid(parsed) ? parsed : initial;
    } catch {
      return initial;
    }
  });

  useEffect(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private browsing): the page works, it just forgets.
    }
  }, [key, value]);

  return [value, setValue] as const;
}
