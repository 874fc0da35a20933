import {
  askForRecipe,
  expect,
  expectNoViolations,
  recipeRegion,
  test,
  type Page,
} from './fixtures.ts';

// The built-in cookbook's frittata for this pantry, written for 2: 6 eggs, 2 handfuls spinach,
// 100 g feta, 1 onion, 2 tbsp olive oil, salt and black pepper to taste.
const pantry = ['eggs', 'spinach', 'feta', 'onion'];

/** The recipe's ingredient line that holds `text`, its marks included. */
function ingredientLine(page: Page, text: string | RegExp) {
  return recipeRegion(page).getByRole('listitem').filter({ hasText: text }).first();
}

const servingsCount = (page: Page, text: string) =>
  recipeRegion(page).getByText(text, { exact: true });

test.describe('servings, measures and nutrition of a cookbook recipe', () => {
  test('scale up and down, convert to metric and US, and keep the choice over a reload', async ({
    page,
    chef,
    consoleErrors,
  }) => {
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    await expect(recipe.getByText(/built-in cookbook/)).toBeVisible();

    const count = servingsCount(page, 'Serves 2');
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(recipe.getByText('Cooking times and pan sizes do not scale.')).toBeVisible();
    await expect(ingredientLine(page, 'eggs')).toHaveText('6 eggs you have it');
    await expectNoViolations(page, 'the recipe is shown as written');

    const more = recipe.getByRole('button', { name: 'More servings', exact: true });
    const fewer = recipe.getByRole('button', { name: 'Fewer servings', exact: true });
    await more.scrollIntoViewIfNeeded();
    const placeBefore = await more.boundingBox();
    await more.click();
    await more.click();
    await expect(servingsCount(page, 'Serves 4')).toBeVisible();
    await expect(more).toBeFocused();
    // Nothing jumps: the button stays where the visitor's pointer or finger is.
    expect(await more.boundingBox()).toEqual(placeBefore);
    await expect(ingredientLine(page, 'eggs')).toHaveText('12 eggs you have it');
    await expect(ingredientLine(page, 'spinach')).toHaveText('4 handfuls spinach you have it');
    await expect(ingredientLine(page, 'feta')).toHaveText('200 g feta, crumbled you have it');
    await expect(ingredientLine(page, 'onion')).toHaveText('2 onions, finely chopped you have it');
    await expect(ingredientLine(page, 'olive oil')).toHaveText('¼ cup olive oil kitchen staple');
    await expect(ingredientLine(page, 'Salt')).toHaveText(
      'Salt, to taste kitchen staple not scaled',
    );
    await expectNoViolations(page, 'the recipe is scaled up');

    for (let press = 0; press < 3; press += 1) await fewer.click();
    await expect(servingsCount(page, 'Serves 1')).toBeVisible();
    await expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await expect(fewer).toBeFocused();
    // Unavailable at one, but still in its place, with the focus: pressing it again does nothing.
    await page.keyboard.press('Enter');
    await expect(servingsCount(page, 'Serves 1')).toBeVisible();
    await expect(fewer).toBeFocused();
    await expect(ingredientLine(page, 'eggs')).toHaveText('3 eggs you have it');
    await expect(ingredientLine(page, 'onion')).toHaveText('½ onion, finely chopped you have it');
    await expectNoViolations(page, 'the recipe is scaled down to one');

    for (let press = 0; press < 3; press += 1) await more.click();
    await expect(servingsCount(page, 'Serves 4')).toBeVisible();

    const measures = recipe.getByRole('group', { name: 'Measures', exact: true });
    await expect(measures.getByRole('radio', { name: 'As written', exact: true })).toBeChecked();
    await measures.getByRole('radio', { name: 'US', exact: true }).check();
    await expect(ingredientLine(page, 'feta')).toHaveText('1⅓ cups feta, crumbled you have it');
    await expect(ingredientLine(page, 'olive oil')).toHaveText('¼ cup olive oil kitchen staple');
    await expectNoViolations(page, 'the recipe is in US measures');

    await measures.getByRole('radio', { name: 'Metric', exact: true }).check();
    await expect(ingredientLine(page, 'feta')).toHaveText('200 g feta, crumbled you have it');
    await expect(ingredientLine(page, 'olive oil')).toHaveText('4 tbsp olive oil kitchen staple');
    await expectNoViolations(page, 'the recipe is in metric measures');

    await measures.getByRole('radio', { name: 'US', exact: true }).check();
    await page.reload();
    await askForRecipe(page);
    await expect(servingsCount(page, 'Serves 4')).toBeVisible();
    await expect(measures.getByRole('radio', { name: 'US', exact: true })).toBeChecked();
    await expect(ingredientLine(page, 'feta')).toHaveText('1⅓ cups feta, crumbled you have it');
    expect(consoleErrors).toEqual([]);
  });

  test('give nutrition per serving, with ranges, whatever the servings', async ({ page, chef }) => {
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const nutrition = page.getByRole('region', { name: 'Nutrition per serving', exact: true });
    await expect(nutrition.getByRole('term')).toHaveText([
      'Energy',
      'Protein',
      'Fat',
      'of which saturates',
      'Carbohydrate',
      'of which sugars',
      'Fibre',
      'Salt',
    ]);
    const energy = nutrition.getByRole('definition');
    await expect(energy.nth(0)).toHaveText(/^about \d+ kcal, \d+–\d+$/);
    await expect(energy.nth(1)).toHaveText(/^about [\d,]+ kJ, [\d,]+–[\d,]+$/);
    const kcal = await energy.nth(0).textContent();
    await expect(nutrition.getByText(/^Estimated from a household measure/)).toContainText(
      '6 eggs',
    );
    await expect(
      nutrition.getByText('Not counted: Salt, to taste and Black pepper, to taste.', {
        exact: true,
      }),
    ).toBeVisible();
    await expectNoViolations(page, 'nutrition per serving is shown');

    await recipeRegion(page).getByRole('button', { name: 'More servings', exact: true }).click();
    await expect(servingsCount(page, 'Serves 3')).toBeVisible();
    await expect(energy.nth(0)).toHaveText(kcal ?? '');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page, 'servings, measures and nutrition, in the dark');
  });

  test('copy the quantities shown', async ({ page, context, chef }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    await recipe.getByRole('button', { name: 'More servings', exact: true }).click();
    await recipe.getByRole('button', { name: 'More servings', exact: true }).click();
    await recipe.getByRole('radio', { name: 'US', exact: true }).check();
    await expect(ingredientLine(page, 'feta')).toHaveText('1⅓ cups feta, crumbled you have it');

    await recipe.getByRole('button', { name: 'Copy recipe', exact: true }).click();
    await expect(recipe.getByText('Recipe copied', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('\nServes 4 · 25 minutes');
    expect(copied).toContain(
      [
        '- 12 eggs',
        '- 4 handfuls spinach',
        '- 1⅓ cups feta, crumbled',
        '- 2 onions, finely chopped',
        '- ¼ cup olive oil',
        '- Salt, to taste',
      ].join('\n'),
    );
    await expectNoViolations(page, 'the scaled recipe is copied');
  });
});

test.describe('servings and measures of a model’s recipe', () => {
  test.use({ useModel: true });

  test('a recipe that does not say how many it serves is shown "as written", its oven in both scales', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({
      chunks: [
        '## Spinach Bake\n\n### Ingredients\n\n- 4 eggs\n- 200 g spinach\n- 1 cup milk\n- Salt, to taste\n\n',
        '### Steps\n\n1. Heat the oven to 200 °C.\n2. Bake for 25 minutes.\n',
      ],
    });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    await expect(recipe.getByText(/^Serves \d+ \(as written\)$/)).toBeVisible();
    await expect(
      recipe.getByText('Heat the oven to 200 °C (400 °F).', { exact: true }),
    ).toBeVisible();

    await recipe.getByRole('radio', { name: 'US', exact: true }).check();
    await expect(
      recipe.getByText('Heat the oven to 400 °F (200 °C).', { exact: true }),
    ).toBeVisible();
    await expect(ingredientLine(page, 'spinach')).toHaveText('6⅔ cups spinach you have it');
    await recipe.getByRole('button', { name: 'More servings', exact: true }).click();
    await expect(recipe.getByText(/^Serves \d+$/)).toBeVisible();
    await expectNoViolations(page, 'a model’s recipe is scaled and in US measures');
  });
});
