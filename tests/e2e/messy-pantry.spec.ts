import {
  addIngredients,
  askForRecipe,
  expect,
  expectNoViolations,
  recipeRegion,
  test,
} from './fixtures.ts';

test('a misspelt item offers what it most likely is, and the recipe reads it so', async ({
  page,
  chef,
  consoleErrors,
}) => {
  await page.goto(chef.url);
  await addIngredients(page, ['chiken', 'brocoli', 'soy sauce', 'rice']);
  const list = page.getByRole('region', { name: 'Ingredients on hand:' });
  await list.getByRole('button', { name: 'Did you mean chicken?' }).click();
  await expect(list.getByRole('button', { name: 'Remove chicken' })).toBeFocused();
  await expect(list.getByRole('button', { name: 'Did you mean broccoli?' })).toBeVisible();
  await expectNoViolations(page, 'a misspelt item offered put right');

  await askForRecipe(page);
  const recipe = recipeRegion(page);
  await expect(recipe.getByText(/I read “brocoli” as broccoli/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('More dishes from your pantry opens another dish from the cookbook, with its checks', async ({
  page,
  chef,
  consoleErrors,
}) => {
  await page.goto(chef.url);
  await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
  const recipe = recipeRegion(page);
  const firstTitle = await recipe.getByRole('heading', { level: 2 }).nth(1).textContent();
  const more = page.getByRole('region', { name: 'More dishes from your pantry' });
  await expect(more.getByRole('listitem').first()).toContainText(/uses \d+ of yours · /);
  await expectNoViolations(page, 'more dishes listed');
  const dish = more.getByRole('button').first();
  const title = await dish.textContent();
  expect(title).not.toBe(firstTitle);
  await dish.click();
  await expect(recipe.getByRole('heading', { level: 2, name: title ?? '' })).toBeVisible();
  await expect(recipe.getByRole('region', { name: 'Shopping list' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
