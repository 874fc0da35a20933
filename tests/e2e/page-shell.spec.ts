import { addIngredients, expect, phone, test, type Page } from './fixtures.ts';

// The page's own requests, not a service worker's answers, so that its script can be held back.
test.use({ ...phone, serviceWorkers: 'block' });

/** Holds the page's main script until the returned function is called. */
async function holdPageScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums every layout shift of the page from its first byte (read with `shifted`). */
async function watchLayoutShiftsFromStart(page: Page) {
  await page.addInitScript(() => {
    const page = window as unknown as { shifted: number };
    page.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        page.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifted: number }).shifted);
/** Resolves once the page has drawn two frames in its present state. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

const heading = (page: Page) =>
  page.getByRole('heading', { name: 'Add at least four ingredients', exact: true });
const input = (page: Page) => page.getByRole('textbox', { name: 'Add ingredient', exact: true });

test('a first-time visitor sees the page before its script has loaded, and the script takes it over in place', async ({
  page,
  chef,
  consoleErrors,
}) => {
  await watchLayoutShiftsFromStart(page);
  const release = await holdPageScript(page);
  await page.goto(chef.url, { waitUntil: 'commit' });
  await expect(heading(page)).toBeVisible();
  await expect(input(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add ingredient', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chef Claude', exact: true })).toBeVisible();
  await twoFrames(page);
  const shellHeading = await heading(page).elementHandle();

  release();
  // Hydrated, not drawn again: React takes over the very element painted first.
  await expect
    .poll(() =>
      shellHeading!.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await twoFrames(page);
  expect(await shifted(page)).toBe(0);
  await addIngredients(page, ['eggs']);
  await expect(page.getByRole('listitem').filter({ hasText: 'eggs' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the page asks for its script at low priority: the stylesheet is all its first paint needs', async ({
  chef,
}) => {
  const html = await (await fetch(chef.url)).text();
  expect(html).toMatch(/<script type="module" [^>]*fetchpriority="low"[^>]*src="\/assets\/index-/);
  expect(html).toMatch(/<link rel="stylesheet" [^>]*href="\/assets\/index-[^"]+\.css"/);
});

test('an ingredient sent before the script has loaded is added once it has', async ({
  page,
  chef,
  consoleErrors,
}) => {
  const release = await holdPageScript(page);
  await page.goto(chef.url, { waitUntil: 'commit' });
  await input(page).fill('smoked paprika ');
  await page.getByRole('button', { name: 'Add ingredient', exact: true }).click();
  await page.waitForURL(/\?ingredient=/, { waitUntil: 'commit' });
  release();
  await expect(page.getByRole('listitem').filter({ hasText: 'smoked paprika' })).toHaveText(
    /^smoked paprika /,
  );
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'smoked paprika' })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test("a returning visitor's kept pantry shows at once, never the empty page first", async ({
  page,
  chef,
  consoleErrors,
}) => {
  await page.goto(chef.url);
  await addIngredients(page, ['eggs', 'spinach', 'feta']);
  await watchLayoutShiftsFromStart(page);
  const release = await holdPageScript(page);
  await page.reload({ waitUntil: 'commit' });
  await twoFrames(page);
  await expect(page.getByRole('heading', { name: 'Chef Claude', exact: true })).toBeHidden();

  release();
  await expect(page.getByRole('listitem').filter({ hasText: 'spinach' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-restoring');
  expect(consoleErrors).toEqual([]);
  expect(await shifted(page)).toBe(0);
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('the page still shows what it is for', async ({ page, chef }) => {
    await page.goto(chef.url);
    await expect(heading(page)).toBeVisible();
    await expect(input(page)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Dietary needs' })).toBeVisible();
    await expect(page.getByRole('article', { name: /./ })).toBeVisible();
  });
});
