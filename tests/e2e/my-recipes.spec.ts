import { askForRecipe, expect, expectNoViolations, recipeRegion, test } from './fixtures.ts';

test.use({ useModel: true });

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];

test('save, reload, favourite, search, delete and undo, history, export then import', async ({
  page,
  chef,
}) => {
  await page.goto(chef.url);
  await askForRecipe(page, pantry);
  const recipe = recipeRegion(page);
  await expect(recipe.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await recipe.getByRole('button', { name: 'Save recipe', exact: true }).click();
  await expect(recipe.getByText('Recipe saved')).toBeVisible();

  const mine = page.getByRole('region', { name: 'My recipes' });
  const saved = mine.getByRole('list', { name: 'Saved recipes' });
  await expect(saved.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expectNoViolations(page, 'a recipe is saved');

  await page.reload();
  await expect(recipe.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expect(saved.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();

  const star = mine.getByRole('button', { name: 'Add Tomato Basil Pasta to favorites' });
  await star.click();
  const starred = mine.getByRole('button', { name: 'Remove Tomato Basil Pasta from favorites' });
  await expect(starred).toHaveAttribute('aria-pressed', 'true');
  await expect(starred).toBeFocused();

  const search = mine.getByRole('searchbox', { name: 'Search my recipes' });
  await search.fill('basil');
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await search.fill('tofu');
  await expect(mine.getByText('No saved recipe matches “tofu”.')).toBeVisible();
  await search.fill('');

  await saved.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(mine.getByText('Recipe deleted')).toBeVisible();
  const undo = mine.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(saved.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();

  const history = mine.getByRole('region', { name: 'History' });
  await expect(history.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expectNoViolations(page, 'the history is shown');

  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Export my recipes', exact: true }).click();
  const exported = await (await download).path();

  await saved.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(saved).toBeHidden();
  await mine.getByLabel('Import recipes').setInputFiles(exported);
  await expect(mine.getByText('Imported 1 recipe.')).toBeVisible();
  await expect(saved.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();

  await mine.getByLabel('Import recipes').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "chef-claude.recipes", '),
  });
  await expect(mine.getByText(/“broken.json” is broken/)).toBeVisible();

  await history.getByRole('button', { name: 'Clear history', exact: true }).click();
  await expect(history.getByText('History cleared')).toBeVisible();
  await expectNoViolations(page, 'the history is cleared');
});

test('a second tab sees a recipe saved in the first', async ({ page, chef, context }) => {
  await page.goto(chef.url);
  const other = await context.newPage();
  await other.goto(chef.url);
  await askForRecipe(page, pantry);
  await page.getByRole('button', { name: 'Save recipe', exact: true }).click();
  await expect(
    other
      .getByRole('list', { name: 'Saved recipes' })
      .getByRole('heading', { name: 'Tomato Basil Pasta' }),
  ).toBeVisible();
});
