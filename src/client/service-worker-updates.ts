import { afterFirstPaint } from './after-first-paint.ts';

/** Switches to the version that waits and reloads the page with it. */
export type ApplyUpdate = () => void;

/**
 * Registers the service worker that keeps the page for offline use (production builds only: Vite's
 * dev server has none) and calls `onUpdate` when a new version has been downloaded and waits, also
 * while the page stays open.
 * workbox-window is loaded here, after first paint, and registers once the page has loaded.
 * https://developer.chrome.com/docs/workbox/handling-service-worker-updates
 */
export async function watchForUpdates(onUpdate: (apply: ApplyUpdate) => void): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await afterFirstPaint();
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  // The browser looks for a new version only when a page is opened: a page kept open to cook from
  // would stay as it is. It looks again when the visitor comes back to the page, and every hour.
  const lookForUpdate = () => workbox.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void lookForUpdate();
  });
  setInterval(lookForUpdate, updateCheckInterval);
}

const updateCheckInterval = 60 * 60 * 1000;
