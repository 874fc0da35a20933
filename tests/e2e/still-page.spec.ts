import {
  addIngredients,
  askForRecipe,
  desktop,
  expect,
  expectNoViolations,
  phone,
  recipeHeading,
  recipeRegion,
  test,
  type Locator,
  type Page,
} from './fixtures.ts';

test.use({ useModel: true });

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];

/** A long recipe, in many small pieces, as a model writes it: 20 steps are in after 35. */
const longRecipe = [
  '## Slow Tomato Basil Pasta\n\n',
  '### Ingredients\n\n',
  ...Array.from({ length: 12 }, (_, index) => `- ${index + 1} tomatoes, chopped\n`),
  '\n### Steps\n\n',
  ...Array.from(
    { length: 30 },
    (_, index) =>
      `${index + 1}. Stir the pasta with the tomatoes and the basil, slowly, for a minute.\n`,
  ),
];

/** The server refuses the next recipe request as past its rate limit, asking for this wait. */
async function refuseNextRecipe(page: Page, seconds: number) {
  await page.route(
    '**/api/recipe',
    (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': String(seconds) },
        json: {
          error: {
            code: 'rate-limited',
            message: 'You have asked for many recipes in a short time.',
            retryAfterSeconds: seconds,
          },
        },
      }),
    { times: 1 },
  );
}

/** Sums the page's layout shifts that the visitor's input did not cause, from now on. */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const page = window as unknown as { shifted: number };
    page.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) page.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** Where an element is in the recipe section: it moves only if the section's layout does. */
const placeInRecipe = (element: Locator) =>
  element.evaluate((node) => {
    const place = node.getBoundingClientRect();
    const section = node.closest('section')?.getBoundingClientRect();
    return { x: place.x - (section?.x ?? 0), y: place.y - (section?.y ?? 0) };
  });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('on a phone', () => {
  test.use(phone);

  test('Get a recipe shows at once that it is busy, and the status comes into view', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ holdAfter: 0 });
    await page.goto(chef.url);
    // A long list: what is said under it would be below the fold.
    await askForRecipe(page, [...pantry, 'onion', 'rice', 'peas', 'leeks', 'eggs', 'feta', 'kale']);
    await expect(button(page, 'Get a recipe')).toHaveAttribute('aria-busy', 'true');
    const status = page.getByRole('status').first();
    await expect(status).toHaveText('Chef Claude is writing your recipe…');
    await expect(status).toBeInViewport();
    await expect(button(page, 'Cancel')).toBeInViewport();
    upstream.release();
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    await expect(button(page, 'Get a recipe')).not.toHaveAttribute('aria-busy');
  });

  test('the page keeps still while a long recipe streams', async ({ page, chef, upstream }) => {
    upstream.setScript({ chunks: longRecipe, chunkDelayMs: 40 });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const shifted = await watchLayoutShifts(page);
    await expect(button(page, 'Copy recipe')).toBeVisible({ timeout: 15_000 });
    expect(await shifted()).toBeLessThanOrEqual(0.02);
  });

  test('a new recipe takes the place of the old, and copying moves no button', async ({
    page,
    chef,
    upstream,
  }) => {
    // The page scrolls to the first recipe at once: nothing else moves it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    const resetBefore = await placeInRecipe(button(page, 'Reset'));
    await button(page, 'Copy recipe').click();
    await expect(recipeRegion(page).getByRole('status').first()).not.toBeEmpty();
    expect(await placeInRecipe(button(page, 'Reset'))).toEqual(resetBefore);

    const section = await recipeRegion(page).elementHandle();
    const scrolled = await page.evaluate(() => window.scrollY);
    upstream.setScript({ chunks: longRecipe, holdAfter: 0 });
    await button(page, 'Get another recipe').click();
    await expect(button(page, 'Get another recipe')).toHaveAttribute('aria-busy', 'true');
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    upstream.release();
    await expect(recipeHeading(page, 'Slow Tomato Basil Pasta')).toBeVisible();
    expect(await section?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a refused request keeps the recipe, and counts its wait down', async ({ page, chef }) => {
    page.on('console', () => undefined);
    await page.clock.install();
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    await refuseNextRecipe(page, 56);
    await button(page, 'Get another recipe').click();

    await expect(page.getByRole('alert')).toHaveText(/many recipes in a short time/);
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    const countdown = page.getByText(/^You can try again (in|now)/).first();
    await expect(countdown).toHaveText('You can try again in 56 seconds.');
    const tryAgain = button(page, 'Try again');
    await expect(tryAgain).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText('You can try again in 55 seconds.');
    await page.clock.runFor(55_000);
    await expect(countdown).toHaveText('You can try again now.');
    await expect(tryAgain).not.toHaveAttribute('aria-disabled');
    await tryAgain.click();
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use(desktop);

  test('the view follows the recipe as it is written, until the visitor scrolls away', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ chunks: longRecipe, holdAfter: 35 });
    await page.goto(chef.url);
    const held = upstream.nextHold();
    await askForRecipe(page, pantry);
    await held;
    const steps = recipeRegion(page).getByRole('list').last().getByRole('listitem');
    await expect(steps).toHaveCount(20);
    await expect(steps.last()).toBeInViewport();

    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, -10_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    upstream.release();
    await expect(button(page, 'Copy recipe')).toBeVisible();
    await expect(steps).toHaveCount(30);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the built-in cookbook, once chosen, writes every recipe until the AI chef is chosen again', async ({
    page,
    chef,
    upstream,
  }) => {
    page.on('console', () => undefined);
    upstream.setScript({ status: 402 });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await page
      .getByRole('alert')
      .getByRole('button', { name: 'Use the built-in cookbook', exact: true })
      .click();
    const chosen = page.getByText('Your recipes come from the built-in cookbook, as you chose.');
    await expect(chosen).toBeVisible();
    await expect(button(page, 'Get another recipe')).toBeVisible();

    upstream.setScript({});
    await button(page, 'Get another recipe').click();
    await expect(button(page, 'Copy recipe')).toBeVisible();
    await addIngredients(page, ['onion']);
    await button(page, 'Get a recipe').click();
    await expect(button(page, 'Copy recipe')).toBeVisible();
    await expect(recipeRegion(page).getByText(/comes from our built-in cookbook/)).toBeVisible();
    expect(upstream.requests).toHaveLength(1);

    await button(page, 'Use the AI chef again').click();
    await expect(chosen).toBeHidden();
    await expect(button(page, 'Get another recipe')).toBeFocused();
    await button(page, 'Get another recipe').click();
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    expect(upstream.requests).toHaveLength(2);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations while writing, refused and with the cookbook chosen (${colorScheme})`, async ({
    page,
    chef,
    upstream,
  }) => {
    page.on('console', () => undefined);
    await page.emulateMedia({ colorScheme });
    await page.goto(chef.url);
    upstream.setScript({ holdAfter: 0 });
    await askForRecipe(page, pantry);
    await expect(button(page, 'Cancel')).toBeVisible();
    // Busy on the first recipe is scanned in accessibility.spec.ts, 'waiting for the first words'.
    upstream.release();
    await expect(button(page, 'Get another recipe')).toBeVisible();
    upstream.setScript({ holdAfter: 2 });
    await button(page, 'Get another recipe').click();
    await expect(button(page, 'Stop')).toBeVisible();
    await expectNoViolations(page, 'the actions to come wait beside Stop');
    upstream.release();

    await refuseNextRecipe(page, 56);
    await button(page, 'Get another recipe').click();
    await expect(page.getByText('You can try again in 56 seconds.').first()).toBeVisible();
    await expectNoViolations(page, 'a refused request counts its wait down over the recipe');

    upstream.setScript({ status: 402 });
    await addIngredients(page, ['onion']);
    await button(page, 'Get a recipe').click();
    await button(page, 'Use the built-in cookbook').click();
    await expect(button(page, 'Use the AI chef again')).toBeVisible();
    await expect(button(page, 'Copy recipe')).toBeVisible();
    await expectNoViolations(page, 'the cookbook is chosen');
  });
}
