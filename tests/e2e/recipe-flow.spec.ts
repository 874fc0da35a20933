import { addIngredients, askForRecipe, expect, recipeRegion, test } from './fixtures.ts';

test('a new visitor adds four ingredients, gets a recipe from the built-in cookbook, and resets', async ({
  page,
  chef,
  consoleErrors,
}) => {
  await page.goto(chef.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible();

  await addIngredients(page, ['eggs', 'spinach', 'feta', 'onion']);
  await expect(page.getByRole('listitem')).toHaveCount(4);
  await askForRecipe(page);

  const recipe = recipeRegion(page);
  await expect(recipe).toBeVisible();
  await expect(recipe.getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
  await expect(recipe.getByRole('listitem').first()).toBeVisible();
  await expect(recipe.getByText(/built-in cookbook/)).toBeVisible();
  await expect(recipe).toBeInViewport();

  await recipe.getByRole('button', { name: 'Reset' }).click();
  await expect(recipe).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

for (const width of [375, 320]) {
  test(`the page fits a ${width} px wide phone without horizontal scrolling`, async ({
    page,
    chef,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(chef.url);
    await askForRecipe(page, [
      'eggs',
      'spinach',
      'feta',
      'a-very-long-ingredient-name-without-any-spaces-at-all',
    ]);
    await expect(page.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('Get another recipe gives a different recipe for the same pantry', async ({ page, chef }) => {
  await page.goto(chef.url);
  await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion', 'rice', 'garlic']);
  const recipe = recipeRegion(page);
  const title = recipe.getByRole('heading', { level: 2 }).nth(1);
  const firstTitle = await title.textContent();
  await recipe.getByRole('button', { name: 'Get another recipe' }).click();
  await expect(title).not.toHaveText(firstTitle ?? '');
});

test('the pantry and the favorite survive a reload', async ({ page, chef }) => {
  await page.goto(chef.url);
  await addIngredients(page, [' eggs ', 'rice']);
  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  await page.reload();
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('printing shows just the recipe', async ({ page, chef }) => {
  await page.goto(chef.url);
  await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
  const recipe = recipeRegion(page);
  await expect(recipe.getByRole('button', { name: 'Copy recipe' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(recipe.locator('.recipe-text')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeHidden();
});

test('with reduced motion the page jumps to the recipe instead of scrolling smoothly', async ({
  page,
  chef,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(chef.url);
  await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
  await expect(recipeRegion(page)).toBeInViewport();
});

test.describe('when the model is down and RECIPE_FALLBACK=cookbook', () => {
  test.use({ useModel: true, serverEnvironment: { RECIPE_FALLBACK: 'cookbook' } });

  test('the cookbook answers, with a note that the AI chef was unavailable', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ status: 503 });
    await page.goto(chef.url);
    await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
    const recipe = recipeRegion(page);
    await expect(
      recipe.getByText(
        'The AI chef was unavailable, so this recipe comes from our built-in cookbook.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});
