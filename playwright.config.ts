import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

// End-to-end tests run the built app (`npm run build` first) in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
});
