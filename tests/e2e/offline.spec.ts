import { createHash } from 'node:crypto';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addIngredients,
  askForRecipe,
  builtClientDir,
  expect,
  recipeHeading,
  recipeRegion,
  test,
  type Page,
} from './fixtures.ts';

test.use({ useModel: true });

/** Loads the page and reloads it once its service worker is ready, so that the worker serves it. */
async function openUnderTheServiceWorker(page: Page, url: string) {
  await page.goto(url);
  // The worker is ready once it has kept the page and every chunk it loads later.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('once its service worker controls it, the page opens offline with the pantry and My recipes', async ({
  page,
  context,
  chef,
}) => {
  await openUnderTheServiceWorker(page, chef.url);
  await askForRecipe(page, ['tomatoes', 'basil', 'pasta', 'garlic']);
  const recipe = recipeRegion(page);
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  await recipe.getByRole('button', { name: 'Save recipe', exact: true }).click();
  await expect(recipe.getByText('Recipe saved')).toBeVisible();
  await recipe.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(recipe).toBeHidden();
  const pantry = ['eggs', 'spinach', 'feta', 'onion'];
  await addIngredients(page, pantry);

  const askForLimits = () =>
    page.evaluate(() =>
      fetch('/api/limits').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
  expect(await askForLimits()).toBe('answered 200');

  await context.setOffline(true);
  await page.reload();
  for (const ingredient of pantry) {
    await expect(page.getByRole('button', { name: `Remove ${ingredient}` })).toBeVisible();
  }

  // Chromium's emulated offline state does not reach a document loaded while it holds
  // (navigator.onLine reads true after the reload): set it again, as a real device would report it.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await askForRecipe(page);
  await expect(page.getByRole('alert')).toContainText(
    'You are offline: a new recipe needs a connection.',
  );

  const saved = page
    .getByRole('region', { name: 'My recipes' })
    .getByRole('list', { name: 'Saved recipes' });
  await saved.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();

  // The API's answers are never kept: what it answered online, offline it cannot.
  expect(await askForLimits()).toBe('failed');
});

/** The server serves a copy of the built page, which the test replaces with a new version. */
const testWithADeploy = test.extend({
  clientDir: async ({}, use, testInfo) => {
    const copy = testInfo.outputPath('client');
    await cp(builtClientDir, copy, { recursive: true });
    await use(copy);
  },
});

/**
 * Deploys a new version of the page into `clientDir`: its HTML carries `marker`, and the service
 * worker's precache lists the HTML with the new revision, as the next build's would.
 */
async function deployNewVersion(clientDir: string, marker: string) {
  const pagePath = join(clientDir, 'index.html');
  const html = (await readFile(pagePath, 'utf8')).replace(
    '</head>',
    `<meta name="version" content="${marker}" /></head>`,
  );
  await writeFile(pagePath, html);
  // The server would send the old page from its precompressed twins.
  await rm(`${pagePath}.br`);
  await rm(`${pagePath}.gz`);
  const workerPath = join(clientDir, 'sw.js');
  const worker = await readFile(workerPath, 'utf8');
  const revision = createHash('md5').update(html).digest('hex');
  const newWorker = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
  expect(newWorker, 'the precache lists index.html with its revision').not.toBe(worker);
  await writeFile(workerPath, newWorker);
}

testWithADeploy(
  'a page left open is offered a new version with Reload to update, and reloading into it keeps the pantry',
  async ({ page, chef, clientDir }) => {
    await openUnderTheServiceWorker(page, chef.url);
    const pantry = ['eggs', 'spinach', 'feta', 'onion'];
    await addIngredients(page, pantry);
    const reloadToUpdate = page.getByRole('button', { name: 'Reload to update', exact: true });
    await expect(reloadToUpdate).toBeHidden();

    await deployNewVersion(clientDir, 'next');
    // The page, left open, looks for a new version when the visitor comes back to it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('A new version of Chef Claude is ready.')).toBeVisible();
    // Until the visitor chooses, the page stays the version they have.
    await expect(page.locator('meta[name="version"]')).toHaveCount(0);

    await reloadToUpdate.click();
    await expect(page.locator('meta[name="version"]')).toHaveAttribute('content', 'next');
    await expect(reloadToUpdate).toBeHidden();
    for (const ingredient of pantry) {
      await expect(
        page.getByRole('button', { name: `Remove ${ingredient}`, exact: true }),
      ).toBeVisible();
    }
  },
);
