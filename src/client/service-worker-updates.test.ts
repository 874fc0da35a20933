import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const workbox = vi.hoisted(() => ({
  register: vi.fn(() => Promise.resolve()),
  update: vi.fn(() => Promise.resolve()),
  addEventListener: vi.fn(),
}));
vi.mock('workbox-window', () => ({
  Workbox: vi.fn(function Workbox() {
    return workbox;
  }),
}));
vi.mock('./after-first-paint.ts', () => ({ afterFirstPaint: () => Promise.resolve() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
  vi.stubEnv('PROD', true);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

it('looks for a new version every hour while the page stays open', async () => {
  const { watchForUpdates } = await import('./service-worker-updates.ts');
  await watchForUpdates(() => {});
  expect(workbox.register).toHaveBeenCalledOnce();
  await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
  expect(workbox.update).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(60 * 1000);
  expect(workbox.update).toHaveBeenCalledOnce();
  await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
  expect(workbox.update).toHaveBeenCalledTimes(2);
});

it('keeps looking when a look fails (offline)', async () => {
  workbox.update.mockRejectedValue(new TypeError('Failed to fetch'));
  const { watchForUpdates } = await import('./service-worker-updates.ts');
  await watchForUpdates(() => {});
  await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
  expect(workbox.update).toHaveBeenCalledTimes(2);
});
