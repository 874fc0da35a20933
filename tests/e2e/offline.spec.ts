import { addIngredients, askForRecipe, expect, recipeHeading, test } from './fixtures.ts';

test.use({ useModel: true });

test('once its service worker controls it, the page opens offline with the pantry and My recipes', async ({
  page,
  context,
  chef,
}) => {
  await page.goto(chef.url);
  // The worker is ready once it has kept the page and every chunk it loads later.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await askForRecipe(page, ['tomatoes', 'basil', 'pasta', 'garlic']);
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' });
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
