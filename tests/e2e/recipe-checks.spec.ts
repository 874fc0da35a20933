import {
  askForRecipe,
  expect,
  expectNoViolations,
  recipeRegion,
  test,
  type Page,
} from './fixtures.ts';

/** A recipe as a model writes it, in the pieces it streams. */
const chickenRecipe = [
  'Here is a frittata for you!\n\n',
  '**Chicken and Spinach Frittata**\n\n',
  '**Ingredients:**\n\n',
  '* 6 large eggs\n* 2 chicken breasts, diced\n* 2 handfuls spinach\n',
  '* 100 g crumbled **feta**\n* Salt and pepper, to taste\n\n',
  '**Instructions:**\n\n1. Fry the chicken until cooked through.\n',
  '2. Add the spinach and eggs, top with feta, and cook until set.\n',
];

const pantry = ['eggs', 'spinach', 'onion', 'rice'];

/** The text of the recipe's ingredient line that starts with `start`, its mark included. */
function ingredientLine(page: Page, start: string) {
  return recipeRegion(page).getByRole('listitem').filter({ hasText: start }).first();
}

test.describe('checks of a model’s recipe', () => {
  test.use({ useModel: true });

  test('each line says whether you have it or must buy it, and the shopping list copies', async ({
    page,
    context,
    chef,
    upstream,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    upstream.setScript({ chunks: chickenRecipe });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);

    await expect(ingredientLine(page, '6 large eggs')).toHaveText('6 large eggs you have it');
    await expect(ingredientLine(page, '2 chicken breasts')).toHaveText(
      '2 chicken breasts, diced to buy',
    );
    await expect(ingredientLine(page, '2 handfuls spinach')).toHaveText(
      '2 handfuls spinach you have it',
    );
    await expect(ingredientLine(page, '100 g')).toHaveText('100 g crumbled feta to buy');
    await expect(ingredientLine(page, 'Salt and pepper')).toHaveText(
      'Salt and pepper, to taste kitchen staple',
    );

    const shoppingList = page.getByRole('region', { name: 'Shopping list', exact: true });
    await expect(shoppingList.getByRole('listitem')).toHaveText([
      '2 chicken breasts, diced',
      '100 g crumbled feta',
    ]);
    // This page, before the copy, is scanned in the food-safety test below.

    await shoppingList.getByRole('button', { name: 'Copy shopping list', exact: true }).click();
    await expect(shoppingList.getByText('Shopping list copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '- 2 chicken breasts, diced\n- 100 g crumbled feta',
    );
    await expectNoViolations(page, 'the shopping list is copied');
    expect(consoleErrors).toEqual([]);
  });

  test('says "You have everything you need." when nothing is missing', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({
      chunks: [
        '## Egg Fried Rice\n\n### Ingredients\n\n- 2 eggs\n- 150 g rice\n- 1 onion\n- 1 tbsp oil\n\n### Steps\n\n1. Fry.\n',
      ],
    });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const shoppingList = page.getByRole('region', { name: 'Shopping list', exact: true });
    await expect(
      shoppingList.getByText('You have everything you need.', { exact: true }),
    ).toBeVisible();
    await expect(shoppingList.getByRole('button')).toHaveCount(0);
    await expectNoViolations(page, 'nothing is missing');
  });

  test('names the allergens spotted, as what we spotted', async ({ page, chef, upstream }) => {
    upstream.setScript({ chunks: chickenRecipe });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(
      recipeRegion(page).getByText('Contains: eggs and milk (feta).', { exact: true }),
    ).toBeVisible();
    await expect(
      recipeRegion(page).getByText(/what we spotted in the ingredient list/),
    ).toBeVisible();
  });

  test('gives the food-safety temperature for a chicken recipe, citing USDA FSIS', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ chunks: chickenRecipe });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const safety = page.getByRole('region', { name: 'Food safety', exact: true });
    await expect(safety.getByRole('listitem')).toHaveText([
      'Poultry: cook until the thickest part reaches 74 °C (165 °F).',
      'Egg dishes: cook until set, 71 °C (160 °F) in the middle.',
    ]);
    await expect(
      safety.getByRole('link', {
        name: 'USDA Food Safety and Inspection Service, Safe Minimum Internal Temperature Chart',
        exact: true,
      }),
    ).toHaveAttribute('href', /^https:\/\/www\.fsis\.usda\.gov\//);
    await expectNoViolations(page, 'the recipe is checked, with a food-safety note');
  });

  test('sends the chosen dietary needs to the model and warns of a line that breaks them', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ chunks: chickenRecipe });
    await page.goto(chef.url);
    const needs = page.getByRole('group', { name: 'Dietary needs', exact: true });
    await needs.getByRole('checkbox', { name: 'Dairy-free', exact: true }).check();
    await needs.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
    await expectNoViolations(page, 'dietary needs are chosen');
    await askForRecipe(page, pantry);

    const warning = page.getByRole('region', { name: 'Check before you cook', exact: true });
    await expect(warning.getByRole('listitem')).toHaveText([
      'chicken breasts: is meat (not vegetarian)',
      'feta: contains milk (not dairy-free)',
    ]);
    const { messages } = upstream.requests[0]?.body as { messages: { content: string }[] };
    expect(messages[1]?.content).toBe(
      "I have eggs, spinach, onion, rice. Please give me a recipe you'd recommend I make! Please keep it vegetarian and dairy-free.",
    );
    await expectNoViolations(page, 'a conflict is warned about');

    await page.reload();
    await expect(needs.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeChecked();
    await expect(needs.getByRole('checkbox', { name: 'Dairy-free', exact: true })).toBeChecked();
    await askForRecipe(page);
    // Reset keeps the needs: they are the visitor's, not the list's.
    await recipeRegion(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(needs.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeChecked();
    await expect(needs.getByRole('checkbox', { name: 'Dairy-free', exact: true })).toBeChecked();
  });

  test('refuses bleach without asking the model, and lets the visitor remove it', async ({
    page,
    chef,
    upstream,
  }) => {
    page.on('console', () => undefined);
    await page.goto(chef.url);
    await askForRecipe(page, ['eggs', 'bleach', 'spinach', 'rice']);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      '“bleach” is a household chemical, not food, so the chef will not cook with it.',
    );
    await expect(alert.getByRole('button', { name: 'Try again', exact: true })).toHaveCount(0);
    expect(upstream.requests).toEqual([]);
    await expectNoViolations(page, 'bleach is refused');

    await alert.getByRole('button', { name: 'Remove bleach', exact: true }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove bleach', exact: true })).toHaveCount(0);
    await expect(page.getByRole('list').first().getByRole('listitem')).toHaveCount(3);
    expect(upstream.requests).toEqual([]);
  });

  test('every check is readable in the dark colour scheme too', async ({
    page,
    chef,
    upstream,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    upstream.setScript({ chunks: chickenRecipe });
    await page.goto(chef.url);
    await page.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
    await askForRecipe(page, pantry);
    await expect(page.getByRole('region', { name: 'Check before you cook' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Food safety' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shopping list' })).toBeVisible();
    await expectNoViolations(page, 'every check is shown, in the dark');
  });

  test('says so, and claims nothing, when the answer has no ingredient list', async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ chunks: ['I would simply fry the eggs with the spinach. Enjoy!'] });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(recipeRegion(page).getByText(/We found no ingredient list/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shopping list' })).toHaveCount(0);
    await expect(recipeRegion(page).getByText(/^Contains/)).toHaveCount(0);
    await expectNoViolations(page, 'the answer has no ingredient list');
  });
});

test.describe('checks of a built-in cookbook recipe', () => {
  test('are the same: marks, shopping list, allergens and food safety', async ({ page, chef }) => {
    await page.goto(chef.url);
    await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
    const recipe = recipeRegion(page);
    await expect(recipe.getByText(/built-in cookbook/)).toBeVisible();
    await expect(ingredientLine(page, 'eggs')).toContainText('you have it');
    await expect(page.getByRole('region', { name: 'Shopping list', exact: true })).toBeVisible();
    await expect(recipe.getByText(/^Contains: .*eggs.*milk \(feta\)/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Food safety', exact: true }).getByRole('listitem'),
    ).toContainText(['Egg dishes: cook until set, 71 °C (160 °F) in the middle.']);
    await expectNoViolations(page, 'a cookbook recipe is checked');
  });

  test('meet the chosen needs, with nothing to warn of', async ({ page, chef }) => {
    await page.goto(chef.url);
    await page.getByRole('checkbox', { name: 'Dairy-free', exact: true }).check();
    await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
    await expect(page.getByRole('region', { name: 'Shopping list', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Check before you cook' })).toHaveCount(0);
    await expect(recipeRegion(page).getByText(/^Contains:.*\bmilk\b/)).toHaveCount(0);
  });
});
