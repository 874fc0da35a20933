import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, headless and quiet: no downloads, no background traffic, no sandbox. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;
