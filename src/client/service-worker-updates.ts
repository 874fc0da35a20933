import { afterFirstPaint } from './after-first-paint.ts';

/** Switches to the version that waits and reloads the page with it. */
export type ApplyUpdate = () => void;

/**
 * Registers the service worker that keeps the page for offline use (production builds only: Vite's
 * dev server has none) and calls `onUpdate` when a new version has been downloaded and waits.
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
}
