import { canKeepScreenOn, useWakeLock } from '../hooks/use-wake-lock.ts';

/** 'Keep screen on', pressed while cook mode keeps the screen awake; not offered without the API. */
export function CookModeKeepScreenOn() {
  const wakeLock = useWakeLock();
  if (!canKeepScreenOn()) return null;
  const message = wakeLock.refused
    ? 'Your browser would not keep the screen on.'
    : wakeLock.held
      ? 'The screen stays on while cook mode is open.'
      : '';
  return (
    <>
      <button type="button" aria-pressed={wakeLock.wanted} onClick={wakeLock.toggle}>
        Keep screen on
      </button>
      <span role="status" className="cook-mode-screen-status">
        {message}
      </span>
    </>
  );
}
