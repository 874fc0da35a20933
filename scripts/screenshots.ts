// Takes the README's screenshots in Debian's Chromium (the page at 1280 px and on a phone, with
// the recipe saved to My recipes, and cook mode on the phone): `node --import tsx
// scripts/screenshots.ts` (after `npm run build`). The page is served by the real server with the
// built-in cookbook.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { loadData } from '../src/server/load-data.ts';

const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'warn',
    RECIPE_RATE_LIMIT: '0',
    RECIPE_GLOBAL_RATE_LIMIT: '0',
    RECIPE_COOKBOOK_RATE_LIMIT: '0',
  }),
  loadData(),
  {
    clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
  },
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions);

for (const [name, width, height] of [
  ['desktop', 1280, 900],
  ['phone', 375, 812],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  await page.goto(url);
  for (const ingredient of ['chicken thighs', 'eggs', 'spinach', 'rice', 'red onion']) {
    await page.getByRole('textbox', { name: 'Add ingredient' }).fill(ingredient);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Copy recipe' }).waitFor();
  // Kept in My recipes, so the page shows it there too.
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page
    .getByRole('button', { name: /^Remove .* from favorites$|^Add .* to favorites$/ })
    .first()
    .waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshot-${name}.png`, fullPage: true });
  if (name === 'phone') {
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    // From the top of cook mode, where a cook starts reading.
    await page
      .getByRole('dialog')
      .evaluate((dialog) => (dialog.parentElement ?? dialog).scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshot-cook-mode.png' });
  }
  await page.close();
}

await browser.close();
await app.close();
