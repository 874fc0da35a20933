import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The whole seconds left of a wait of `seconds` that started when the caller first rendered,
 * counting down once a second to 0 (at once 0 when there is no wait). Read from the clock on each
 * tick, so a late timer does not slow it.
 */
export function useCountdown(seconds: number | undefined): number {
  const [deadline] = useState(() => Date.now() + (seconds ?? 0) * 1000);
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [counting, deadline]);

  return left;
}
