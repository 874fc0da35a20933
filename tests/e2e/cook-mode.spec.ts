import {
  askForRecipe,
  expect,
  expectNoViolations,
  recipeRegion,
  test,
  type Page,
} from './fixtures.ts';

// The built-in cookbook's frittata for this pantry, in 6 steps: step 2 softens the onion for 5
// minutes, step 4 cooks the eggs (whose safe temperature the checks give).
const pantry = ['eggs', 'spinach', 'feta', 'onion'];

async function recipeWithCookMode(page: Page) {
  await askForRecipe(page, pantry);
  const recipe = recipeRegion(page);
  const cookMode = recipe.getByRole('button', { name: 'Cook mode', exact: true });
  await expect(cookMode).toBeVisible();
  return cookMode;
}

const cookModeDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Cook mode: Spinach and Feta Frittata', exact: true });

const stepShown = (page: Page, step: string) =>
  cookModeDialog(page).getByRole('heading', { name: step, exact: true });

/** A screen wake lock that records what the page asks of it, as Chromium's would behave. */
function stubWakeLock() {
  const calls: string[] = [];
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  Object.defineProperty(window, 'wakeLockCalls', { value: calls });
  Object.defineProperty(window, 'wakeLockSentinels', { value: sentinels });
  Object.defineProperty(Navigator.prototype, 'wakeLock', {
    configurable: true,
    get: () => ({
      async request(type: string) {
        calls.push(`request ${type}`);
        const sentinel = Object.assign(new EventTarget(), {
          released: false,
          type,
          async release() {
            if (sentinel.released) return;
            sentinel.released = true;
            calls.push('release');
            sentinel.dispatchEvent(new Event('release'));
          },
        });
        sentinels.push(sentinel);
        return sentinel;
      },
    }),
  });
}

const wakeLockCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls);

test.describe('cook mode', () => {
  test('by keyboard alone: open, move with arrows and buttons, Esc back to Cook mode', async ({
    page,
    chef,
    consoleErrors,
  }) => {
    await page.goto(chef.url);
    const cookMode = await recipeWithCookMode(page);
    await cookMode.focus();
    await page.keyboard.press('Enter');

    const dialog = cookModeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toBeFocused();
    await expect(stepShown(page, 'Step 1 of 6')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      '6 eggs',
      'Salt, to taste',
      'Black pepper, to taste',
    ]);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(stepShown(page, 'Step 3 of 6')).toBeVisible();
    await expect(
      dialog.getByText('Stir in the spinach for a minute, until just wilted.'),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(stepShown(page, 'Step 2 of 6')).toBeVisible();

    // Tab reaches the step buttons, and Enter presses them.
    const next = dialog.getByRole('button', { name: 'Next step', exact: true });
    for (let press = 0; press < 10; press += 1) {
      if (await next.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(stepShown(page, 'Step 4 of 6')).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Previous step', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(stepShown(page, 'Step 3 of 6')).toBeVisible();

    // Focus stays in the dialog.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cookMode).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('shows the quantities chosen and the safe temperature of the step that cooks the eggs', async ({
    page,
    chef,
  }) => {
    await page.goto(chef.url);
    const cookMode = await recipeWithCookMode(page);
    const recipe = recipeRegion(page);
    await recipe.getByRole('button', { name: 'More servings', exact: true }).click();
    await recipe.getByRole('button', { name: 'More servings', exact: true }).click();
    await cookMode.click();
    const dialog = cookModeDialog(page);
    await expect(dialog.getByText('Quantities for 4', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toHaveText('12 eggs');
    await expect(dialog.getByText(/Food safety:/)).toHaveCount(0);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await expect(stepShown(page, 'Step 4 of 6')).toBeVisible();
    await expect(
      dialog.getByText('Food safety: Egg dishes: cook until set, 71 °C (160 °F) in the middle.', {
        exact: true,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Exit cook mode', exact: true }).click();
    await expect(cookMode).toBeFocused();
  });

  test('a saved recipe, opened again from My recipes, opens in cook mode', async ({
    page,
    chef,
  }) => {
    await page.goto(chef.url);
    await recipeWithCookMode(page);
    const recipe = recipeRegion(page);
    await recipe.getByRole('button', { name: 'Save recipe', exact: true }).click();
    await expect(recipe.getByText('Recipe saved')).toBeVisible();
    await recipe.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(recipe).toBeHidden();

    const saved = page
      .getByRole('region', { name: 'My recipes' })
      .getByRole('list', { name: 'Saved recipes' });
    await saved.getByRole('button', { name: 'Open', exact: true }).click();
    const cookMode = recipe.getByRole('button', { name: 'Cook mode', exact: true });
    await cookMode.click();
    await expect(stepShown(page, 'Step 1 of 6')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cookMode).toBeFocused();
  });

  test('Keep screen on takes a wake lock, takes it again when the page is shown, and lets it go on exit', async ({
    page,
    context,
    chef,
  }) => {
    await context.addInitScript(stubWakeLock);
    await page.goto(chef.url);
    const cookMode = await recipeWithCookMode(page);
    await cookMode.click();
    const dialog = cookModeDialog(page);
    const keepScreenOn = dialog.getByRole('button', { name: 'Keep screen on', exact: true });
    await expect(keepScreenOn).toHaveAttribute('aria-pressed', 'false');

    await keepScreenOn.click();
    await expect(keepScreenOn).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('status').filter({ hasText: 'screen' })).toHaveText(
      'The screen stays on while cook mode is open.',
    );
    expect(await wakeLockCalls(page)).toEqual(['request screen']);

    // The screen goes off: the browser lets the lock go; then the page is shown again.
    await page.evaluate(async () => {
      const sentinels = (window as unknown as { wakeLockSentinels: { release(): Promise<void> }[] })
        .wakeLockSentinels;
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      await sentinels[0]?.release();
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() => wakeLockCalls(page))
      .toEqual(['request screen', 'release', 'request screen']);
    await expect(keepScreenOn).toHaveAttribute('aria-pressed', 'true');

    await page.keyboard.press('Escape');
    await expect(cookMode).toBeFocused();
    await expect
      .poll(() => wakeLockCalls(page))
      .toEqual(['request screen', 'release', 'request screen', 'release']);
  });

  test('Keep screen on is not offered where the browser has no wake lock', async ({
    page,
    context,
    chef,
  }) => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
    });
    await page.goto(chef.url);
    await (await recipeWithCookMode(page)).click();
    await expect(cookModeDialog(page)).toBeVisible();
    await expect(cookModeDialog(page).getByRole('button', { name: 'Keep screen on' })).toHaveCount(
      0,
    );
  });

  test('a timer, in fake time: what is left, announced in the last minutes, and Timer done', async ({
    page,
    chef,
    consoleErrors,
  }) => {
    await page.clock.install();
    await page.goto(chef.url);
    await (await recipeWithCookMode(page)).click();
    const dialog = cookModeDialog(page);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Start 5-minute timer', exact: true }).click();
    const timer = dialog.getByRole('timer');
    const announced = dialog.getByRole('status').filter({ hasText: /timer|left/i });
    await expect(timer).toHaveText('5:00 left');
    await expect(announced).toHaveText('Timer started: 5 minutes for step 2');

    await page.clock.runFor('01:30');
    await expect(timer).toHaveText('3:30 left');
    await expect(announced).toHaveText('Timer started: 5 minutes for step 2');
    // The timer keeps running while the cook moves on.
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor('00:30');
    await expect(timer).toHaveText('3:00 left');
    await expect(announced).toHaveText('3 minutes left for step 2');
    await page.clock.runFor('02:00');
    await expect(announced).toHaveText('1 minute left for step 2');
    await page.clock.runFor('01:00');
    await expect(timer).toHaveCount(0);
    await expect(announced).toHaveText('Timer done: 5 minutes for step 2');
    expect(consoleErrors).toEqual([]);
  });

  test('a running timer stops with Stop timer', async ({ page, chef }) => {
    await page.clock.install();
    await page.goto(chef.url);
    await (await recipeWithCookMode(page)).click();
    const dialog = cookModeDialog(page);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Start 5-minute timer', exact: true }).click();
    await page.clock.runFor('00:10');
    await dialog.getByRole('button', { name: 'Stop timer', exact: true }).click();
    await expect(dialog.getByRole('timer')).toHaveCount(0);
    await expect(dialog).toBeFocused();
    await page.clock.runFor('05:00');
    await expect(dialog.getByText('Timer stopped for step 2')).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in cook mode (${colorScheme})`, async ({ page, context, chef }) => {
      await context.addInitScript(stubWakeLock);
      await page.clock.install();
      await page.emulateMedia({ colorScheme });
      await page.goto(chef.url);
      await (await recipeWithCookMode(page)).click();
      const dialog = cookModeDialog(page);
      await expect(stepShown(page, 'Step 1 of 6')).toBeVisible();
      await expectNoViolations(page, 'cook mode shows one step');

      await page.keyboard.press('ArrowRight');
      await dialog.getByRole('button', { name: 'Start 5-minute timer', exact: true }).click();
      await dialog.getByRole('button', { name: 'Keep screen on', exact: true }).click();
      await expect(dialog.getByRole('timer')).toBeVisible();
      await expectNoViolations(page, 'a timer runs and the screen is kept on');

      await dialog.getByRole('button', { name: 'Show all steps', exact: true }).click();
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(6);
      await expectNoViolations(page, 'cook mode shows all steps');
    });
  }
});
