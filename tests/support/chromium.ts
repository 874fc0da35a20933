import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (or the one `CHROMIUM_PATH` names), headless and quiet: no downloads, no
 * background traffic, no sandbox. Shared by Playwright's tests, the benchmarks and the screenshots.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;
