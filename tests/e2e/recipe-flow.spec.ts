import { addIngredients, expect, test } from './fixtures.ts';

test('a new visitor adds four ingredients, gets a recipe from the built-in cookbook, and resets', async ({
  page,
  chef,
  consoleErrors,
}) => {
  await page.goto(chef.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible();

  await addIngredients(page, ['eggs', 'spinach', 'feta', 'onion']);
  await expect(page.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Get a recipe' }).click();

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' });
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

test('the page fits a 375 px wide phone without horizontal scrolling', async ({ page, chef }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(chef.url);
  await addIngredients(page, [
    'eggs',
    'spinach',
    'feta',
    'a-very-long-ingredient-name-without-any-spaces-at-all',
  ]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
