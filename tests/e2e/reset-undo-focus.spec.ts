import {
  addIngredients,
  askForRecipe,
  expect,
  phone,
  recipeHeading,
  recipeRegion,
  test,
} from './fixtures.ts';

const pantry = ['eggs', 'spinach', 'feta', 'onion'];

test.describe('with the built-in cookbook', () => {
  test('Reset clears the list and the recipe, keeps the needs, and Undo brings both back', async ({
    page,
    chef,
    consoleErrors,
  }) => {
    await page.goto(chef.url);
    await page.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    const onHand = page.getByRole('region', { name: 'Ingredients on hand:' });
    await expect(recipe.getByRole('button', { name: 'Copy recipe' })).toBeVisible();
    const title = await recipe.getByRole('heading', { level: 2 }).nth(1).textContent();

    await recipe.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(recipe).toBeHidden();
    await expect(onHand).toBeHidden();
    await expect(page.getByRole('status').first()).toHaveText('List cleared');
    await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeChecked();

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(onHand.getByRole('listitem')).toHaveText(
      pantry.map((ingredient) => new RegExp(ingredient)),
    );
    await expect(recipeHeading(page, title ?? '')).toBeVisible();
    await expect(recipe.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('Clear list, before any recipe, empties the list, and Undo brings it back', async ({
    page,
    chef,
  }) => {
    await page.goto(chef.url);
    await addIngredients(page, ['eggs', 'rice']);
    await page.getByRole('button', { name: 'Clear list', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeHidden();
    await expect(page.getByRole('status').first()).toHaveText('List cleared');
    await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('listitem')).toHaveText([/eggs/, /rice/]);
    await expect(page.getByRole('button', { name: 'Clear list', exact: true })).toBeFocused();
  });

  test('Undo is offered for about ten seconds', async ({ page, chef }) => {
    await page.clock.install();
    await page.goto(chef.url);
    await addIngredients(page, ['eggs']);
    await page.getByRole('button', { name: 'Clear list', exact: true }).click();
    await page.clock.runFor(9_000);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeHidden();
  });
});

test.describe('with the AI chef', () => {
  test.use({ useModel: true });

  test('Cancel, while waiting for the first words, stops the request', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ holdAfter: 0 });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(page.getByRole('status').first()).toHaveText(
      'Chef Claude is writing your recipe…',
    );
    // The request is stopped all the way to the model, which sees its answer dropped.
    const dropped = upstream.nextDrop();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dropped;
    await expect(page.getByRole('status').first()).toHaveText('Stopped');
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
    await expect(recipeRegion(page)).toBeHidden();
  });

  test('after Stop, focus is on Get another recipe', async ({ page, chef, upstream }) => {
    upstream.setScript({ holdAfter: 2 });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    await recipe.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(recipe.getByRole('button', { name: 'Get another recipe' })).toBeFocused();
    await expect(page.getByRole('status').first()).toHaveText('Stopped');
    upstream.release();
  });

  test('the status says when the recipe is ready, and Get another recipe keeps focus on it', async ({
    page,
    chef,
  }) => {
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    const heading = recipe.getByRole('heading', { name: 'Chef Claude Recommends:' });
    await expect(page.getByRole('status').first()).toHaveText(/^Recipe ready: .+/);
    await expect(heading).toBeFocused();
    await recipe.getByRole('button', { name: 'Get another recipe' }).click();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('status').first()).toHaveText(/^Recipe ready: .+/);
  });
});

test.describe('on a phone', () => {
  test.use(phone);

  test('a tap on Add ingredient leaves the field focused, so the keyboard stays open', async ({
    page,
    chef,
  }) => {
    await page.goto(chef.url);
    const input = page.getByRole('textbox', { name: 'Add ingredient', exact: true });
    await input.tap();
    await page.keyboard.type('eggs');
    await page.getByRole('button', { name: 'Add ingredient', exact: true }).tap();
    await expect(page.getByRole('listitem')).toHaveText([/eggs/]);
    await expect(input).toBeFocused();
  });

  test('after Reset, focus is in the Add ingredient field', async ({ page, chef }) => {
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    await recipe.getByRole('button', { name: 'Reset', exact: true }).tap();
    await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  });
});
