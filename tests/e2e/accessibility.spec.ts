import { dietaryNeedLabel, dietaryNeeds } from '../../src/shared/dietary-needs.ts';
import {
  addIngredients,
  askForRecipe,
  expect,
  expectNoViolations,
  recipeHeading,
  recipeRegion,
  test,
  type Page,
} from './fixtures.ts';

test.use({ useModel: true });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations in any state (${colorScheme})`, async ({ page, chef, upstream }) => {
    page.on('console', () => undefined);
    await page.emulateMedia({ colorScheme });
    await page.goto(chef.url);
    await expectNoViolations(page, 'empty');

    await addIngredients(page, ['tomatoes', 'basil']);
    await expectNoViolations(page, 'with ingredients');

    await addIngredients(page, ['pasta', 'garlic']);
    await expectNoViolations(page, 'the prompt is shown');

    upstream.setScript({ holdAfter: 0 });
    await askForRecipe(page);
    await expect(page.getByRole('status')).toHaveText(/writing/);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoViolations(page, 'waiting for the first words');
    upstream.release();

    upstream.setScript({ holdAfter: 2 });
    await askForRecipe(page);
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expectNoViolations(page, 'the recipe is streaming');
    upstream.release();

    await expect(page.getByRole('button', { name: 'Copy recipe' })).toBeVisible();
    await expectNoViolations(page, 'the recipe is shown');

    upstream.setScript({ status: 500 });
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'an error is shown');

    upstream.setScript({ status: 402 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveText(/used up its credits/);
    await expect(page.getByRole('button', { name: 'Use the built-in cookbook' })).toBeVisible();
    await expectNoViolations(page, 'an error offers the cookbook and no retry');

    upstream.setScript({ chunks: [{ reasoning_content: 'Hmm.' }, '## Soup\n'], holdAfter: 1 });
    await askForRecipe(page);
    await expect(page.getByRole('status').first()).toHaveText('Chef Claude is thinking…');
    await expectNoViolations(page, 'the chef is thinking');
    upstream.release();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expectNoViolations(page, 'the list is cleared, with Undo');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations in My recipes and in cook mode from it (${colorScheme})`, async ({
    page,
    chef,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(chef.url);
    await askForRecipe(page, ['tomatoes', 'basil', 'pasta', 'garlic']);
    const recipe = recipeRegion(page);
    await recipe.getByRole('button', { name: 'Save recipe', exact: true }).click();
    const mine = page.getByRole('region', { name: 'My recipes' });
    const saved = mine.getByRole('list', { name: 'Saved recipes' });
    await expect(saved.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
    await expect(
      mine.getByRole('region', { name: 'History' }).getByRole('heading', {
        name: 'Tomato Basil Pasta',
      }),
    ).toBeVisible();
    await expectNoViolations(page, 'a recipe is saved and in the history');

    await mine.getByRole('button', { name: 'Add Tomato Basil Pasta to favorites' }).click();
    const search = mine.getByRole('searchbox', { name: 'Search my recipes' });
    await search.fill('tofu');
    await expect(mine.getByText('No saved recipe matches “tofu”.')).toBeVisible();
    await expectNoViolations(page, 'a favourite, and a search finds nothing');
    await search.fill('');

    await saved.getByRole('button', { name: 'Delete', exact: true }).click();
    const undo = mine.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeFocused();
    await expectNoViolations(page, 'a saved recipe is deleted, with Undo');
    await undo.click();

    await recipe.getByRole('button', { name: 'Reset', exact: true }).click();
    await saved.getByRole('button', { name: 'Open', exact: true }).click();
    await recipe.getByRole('button', { name: 'Cook mode', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Cook mode: Tomato Basil Pasta', exact: true }),
    ).toBeVisible();
    await expectNoViolations(page, 'cook mode is open on a saved recipe');
  });
}

// The scan of every state is worth only what it can catch: here a rule of each level it checks.
test('the axe check fails on faint text, an image with no text and a line outside the landmarks', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>t</h1><p style="color:#eee">faint</p>' +
      '<img src="x.png"></main><footer><p>kept</p></footer><div>outside</div></html>',
  );
  const scan = expectNoViolations(page, 'three rules are broken');
  // WCAG AA, WCAG A and best practice.
  await expect(scan).rejects.toThrow(
    /color-contrast: main > p"[\s\S]+"image-alt: img"[\s\S]+"region: div"/,
  );
});

test('keyboard only: from four ingredients to reading a recipe, to Reset and Undo', async ({
  page,
  chef,
}) => {
  await page.goto(chef.url);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();
  for (const ingredient of ['tomatoes', 'basil', 'pasta', 'garlic']) {
    await page.keyboard.type(ingredient);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('listitem')).toHaveCount(4);

  // Add button, each dietary need, 'Clear list', then each remove button, then 'Get a recipe'.
  await tabPastTheNeeds(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear list' })).toBeFocused();
  for (const ingredient of ['tomatoes', 'basil', 'pasta', 'garlic']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Remove ${ingredient}` })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  const getRecipe = page.getByRole('button', { name: 'Get a recipe' });
  await expect(getRecipe).toBeFocused();
  const outline = await getRecipe.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');

  // The recipe, once ready, takes the focus at its heading, and is read from there.
  await page.keyboard.press('Enter');
  const recipe = recipeRegion(page);
  await expect(recipe.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expect(recipe.getByRole('button', { name: 'Get another recipe' })).toBeVisible();
  await expect(recipe.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeFocused();
  await expect(page.getByRole('status').first()).toHaveText(/^Recipe ready: Tomato Basil Pasta/);
  await expect(recipe).toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(recipe.getByRole('button', { name: 'Get another recipe' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(recipe.getByRole('button', { name: 'Copy recipe' })).toBeFocused();
  for (const name of ['Share recipe', 'Save recipe', 'Download recipe', 'Cook mode', 'Reset']) {
    await page.keyboard.press('Tab');
    await expect(recipe.getByRole('button', { name, exact: true })).toBeFocused();
  }
  // Reset leaves the visitor in the field to type the next list, with 'Undo' a few steps on.
  await page.keyboard.press('Space');
  await expect(recipe).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Add ingredient' })).toBeFocused();
  await tabPastTheNeeds(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  const onHand = page.getByRole('region', { name: 'Ingredients on hand:' });
  await expect(onHand.getByRole('listitem')).toHaveCount(4);
  await expect(recipe.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeFocused();
});

/** From the 'Add ingredient' field: its button, then each dietary need. */
async function tabPastTheNeeds(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add ingredient' })).toBeFocused();
  for (const need of dietaryNeeds) {
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('checkbox', { name: dietaryNeedLabel(need), exact: true }),
    ).toBeFocused();
  }
}

test('focus stays in the input while typing as the recipe arrives', async ({
  page,
  chef,
  upstream,
}) => {
  upstream.setScript({ holdAfter: 0 });
  await page.goto(chef.url);
  await askForRecipe(page, ['tomatoes', 'basil', 'pasta', 'garlic']);
  const input = page.getByRole('textbox', { name: 'Add ingredient' });
  await input.click();
  await page.keyboard.type('oreg');
  upstream.release();
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  await page.keyboard.type('ano');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('oregano');
});
