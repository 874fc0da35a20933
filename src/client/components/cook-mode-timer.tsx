import { useEffect, useRef } from 'react';
import type { useStepTimer } from '../hooks/use-step-timer.ts';

/** '19:32', or '1:05:00' from an hour. */
function clockTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The running timer: what is left, shown each second but announced only as `useStepTimer` says,
 * and 'Stop timer'.
 */
export function CookModeTimer({
  timer,
  onFocusLost,
}: {
  timer: ReturnType<typeof useStepTimer>;
  onFocusLost: () => void;
}) {
  const { running, announcement } = timer;
  const wasRunning = useRef(false);
  const isRunning = running !== undefined;

  // 'Stop timer' goes with the timer; focus on it would be left on nothing.
  useEffect(() => {
    if (isRunning) {
      wasRunning.current = true;
      return;
    }
    if (!wasRunning.current) return;
    wasRunning.current = false;
    if (document.activeElement === null || document.activeElement === document.body) {
      onFocusLost();
    }
  }, [isRunning, onFocusLost]);

  return (
    <div className="cook-mode-timer">
      {running && (
        <>
          <p className="cook-mode-timer-time">
            Timer for {running.purpose}:{' '}
            <span role="timer">{clockTime(running.secondsLeft)} left</span>
          </p>
          <button type="button" onClick={timer.stop}>
            Stop timer
          </button>
        </>
      )}
      <p role="status" className="cook-mode-timer-status">
        {announcement}
      </p>
    </div>
  );
}
