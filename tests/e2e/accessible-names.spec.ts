import { addIngredients, askForRecipe, expect, test, type Page } from './fixtures.ts';

test.use({ useModel: true });

/**
 * The page's buttons, in order, each found by its exact accessible name: what a screen reader
 * announces, with whatever CSS adds (jsdom applies no CSS, so only a browser can check this).
 */
async function expectButtons(page: Page, names: readonly string[]) {
  const buttons = page.getByRole('button');
  await expect(buttons).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(buttons.nth(index)).toHaveAccessibleName(name);
    await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible();
  }
}

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];
const removeButtons = pantry.map((ingredient) => `Remove ${ingredient}`);

test('every control is announced by exactly the name the spec gives it, in every state', async ({
  page,
  chef,
  upstream,
}) => {
  page.on('console', () => undefined);
  await page.goto(chef.url);
  await expect(page.getByRole('textbox', { name: 'Add ingredient', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '+1 (555) 010-4273', exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'rosalind.vale@example.com', exact: true }),
  ).toBeVisible();
  // My recipes, below the contact card and empty yet, offers only to import ('Import recipes' is
  // a file input, a button).
  await expectButtons(page, ['Add ingredient', 'Remove from favorites', 'Import recipes']);

  await page.getByRole('button', { name: 'Remove from favorites', exact: true }).click();
  await expectButtons(page, ['Add ingredient', 'Add to favorites', 'Import recipes']);
  await page.getByRole('button', { name: 'Add to favorites', exact: true }).click();

  await addIngredients(page, pantry);
  await expectButtons(page, [
    'Add ingredient',
    'Clear list',
    ...removeButtons,
    'Get a recipe',
    'Remove from favorites',
    'Import recipes',
  ]);

  // Waiting for the first words, the request can be cancelled.
  upstream.setScript({ holdAfter: 0 });
  await askForRecipe(page);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expectButtons(page, [
    'Add ingredient',
    'Clear list',
    ...removeButtons,
    'Get a recipe',
    'Cancel',
    'Remove from favorites',
    'Import recipes',
  ]);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeHidden();
  upstream.release();

  upstream.setScript({ holdAfter: 2 });
  await askForRecipe(page);
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
  await expectButtons(page, [
    'Add ingredient',
    'Clear list',
    ...removeButtons,
    'Get a recipe',
    'Stop',
    'Reset',
    'Remove from favorites',
    'Import recipes',
  ]);

  upstream.release();
  await expect(page.getByRole('button', { name: 'Copy recipe', exact: true })).toBeVisible();
  // The other dishes are the cookbook's for this pantry: each is a button named by its title.
  const moreDishes = page.getByRole('region', { name: 'More dishes from your pantry' });
  await expect(moreDishes.getByRole('button').first()).toBeVisible();
  const dishes = await moreDishes.getByRole('button').allTextContents();
  await expectButtons(page, [
    'Add ingredient',
    'Clear list',
    ...removeButtons,
    'Get a recipe',
    'Get another recipe',
    'Copy recipe',
    'Share recipe',
    'Save recipe',
    'Download recipe',
    'Cook mode',
    'Reset',
    'Fewer servings',
    'More servings',
    ...dishes,
    'Remove from favorites',
    'Import recipes',
    'Open',
    'Clear history',
  ]);

  // A request that fails keeps the recipe on screen, with all it offers.
  const recipeButtons = [
    'Get another recipe',
    'Copy recipe',
    'Share recipe',
    'Save recipe',
    'Download recipe',
    'Cook mode',
    'Reset',
    'Fewer servings',
    'More servings',
    ...dishes,
  ];
  upstream.setScript({ status: 500 });
  await page.getByRole('button', { name: 'Get another recipe', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectButtons(page, [
    'Add ingredient',
    'Clear list',
    ...removeButtons,
    'Get a recipe',
    'Try again',
    'Use the built-in cookbook',
    ...recipeButtons,
    'Remove from favorites',
    'Import recipes',
    'Open',
    'Clear history',
  ]);

  upstream.setScript({ status: 402 });
  await page.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/used up its credits/);
  await expectButtons(page, [
    'Add ingredient',
    'Clear list',
    ...removeButtons,
    'Get a recipe',
    'Use the built-in cookbook',
    ...recipeButtons,
    'Remove from favorites',
    'Import recipes',
    'Open',
    'Clear history',
  ]);

  upstream.setScript({});
  await askForRecipe(page);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  // Reset clears the pantry and the recipe, for a while undoably; the history keeps both recipes
  // written.
  await expectButtons(page, [
    'Add ingredient',
    'Undo',
    'Remove from favorites',
    'Import recipes',
    'Open',
    'Open',
    'Clear history',
  ]);
});
