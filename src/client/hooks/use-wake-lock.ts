import { useEffect, useState } from 'react';

/** Whether this browser has the Screen Wake Lock API (https://w3c.github.io/screen-wake-lock/). */
export const canKeepScreenOn = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/**
 * Keeps the screen on while `wanted`, through the Screen Wake Lock API. The browser lets the lock
 * go whenever the page is hidden (the screen went off, another tab), so it is taken again each
 * time the page becomes visible; it is let go when no longer wanted or when the caller unmounts.
 */
export function useWakeLock() {
  const [wanted, setWanted] = useState(false);
  const [held, setHeld] = useState(false);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!wanted || !canKeepScreenOn()) return;
    let active = true;
    let sentinel: WakeLockSentinel | undefined;
    let asking = false;

    async function take() {
      if (asking || sentinel || document.visibilityState !== 'visible') return;
      asking = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!active) {
          await lock.release();
          return;
        }
        sentinel = lock;
        lock.addEventListener('release', () => {
          if (sentinel !== lock) return;
          sentinel = undefined;
          if (active) setHeld(false);
        });
        setHeld(true);
      } catch (error) {
        // Refused: a power-saving mode, a policy, or the page hidden as it asked.
        console.warn('The screen could not be kept on:', error);
        if (active) {
          setRefused(true);
          setWanted(false);
        }
      } finally {
        asking = false;
      }
    }

    const takeWhenVisible = () => void take();
    void take();
    document.addEventListener('visibilitychange', takeWhenVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', takeWhenVisible);
      const lock = sentinel;
      sentinel = undefined;
      void lock?.release();
    };
  }, [wanted]);

  return {
    /** The visitor asked for the screen to stay on. */
    wanted,
    /** The browser holds the lock now. */
    held: wanted && held,
    /** The last request was refused. */
    refused,
    toggle() {
      setRefused(false);
      setHeld(false);
      setWanted((was) => !was);
    },
  };
}
