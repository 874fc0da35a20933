import {
  addIngredients,
  askForRecipe,
  expect,
  expectNoViolations,
  phone,
  recipeHeading,
  recipeRegion,
  test,
  type Locator,
  type Page,
} from './fixtures.ts';

const ingredientBox = (page: Page) =>
  page.getByRole('textbox', { name: 'Add ingredient', exact: true });
const onHand = (page: Page) => page.getByRole('region', { name: 'Ingredients on hand:' });
const helperStatus = (page: Page) =>
  page.getByRole('region', { name: 'Add at least four ingredients' }).getByRole('status').first();

/** 'rgb(20, 20, 19)' as its relative luminance (WCAG 2), 0 for black to 1 for white. */
async function luminanceOf(locator: Locator, property: 'color' | 'backgroundColor') {
  return locator.evaluate((element, name) => {
    const written = getComputedStyle(element)[name];
    const channels = written.match(/[\d.]+/g)?.slice(0, 3) ?? [];
    const [red = 0, green = 0, blue = 0] = channels.map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  }, property);
}

const colorOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).color);

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`on a ${device}`, () => {
    if (device === 'phone') {
      test.use(phone);
    }

    test('a list typed as one item is added as typed, then as its parts, and Undo puts it back', async ({
      page,
      chef,
      consoleErrors,
    }) => {
      await page.goto(chef.url);
      await addIngredients(page, ['chicken, rice, spinach, garlic, eggs']);
      await expect(onHand(page).getByRole('listitem')).toHaveText([
        /^chicken, rice, spinach, garlic, eggs/,
      ]);
      await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeHidden();

      await onHand(page).getByRole('button', { name: 'Add as 5 ingredients', exact: true }).click();
      await expect(onHand(page).getByRole('listitem')).toHaveText(
        ['chicken', 'rice', 'spinach', 'garlic', 'eggs'].map((item) => new RegExp(`^${item}`)),
      );
      await expect(helperStatus(page)).toHaveText(
        'Added as 5 ingredients: chicken, rice, spinach, garlic and eggs',
      );
      await expect(page.getByRole('button', { name: 'Remove chicken', exact: true })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeVisible();

      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect(onHand(page).getByRole('listitem')).toHaveText([
        /^chicken, rice, spinach, garlic, eggs/,
      ]);
      await expect(helperStatus(page)).toHaveText(
        'Back to one ingredient: chicken, rice, spinach, garlic, eggs',
      );
      await expect(page.getByRole('button', { name: 'Add as 5 ingredients' })).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('lines pasted into the box are kept apart, and offered as separate ingredients', async ({
  page,
  chef,
}) => {
  await page.goto(chef.url);
  await ingredientBox(page).evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'chicken\n rice\n\nspinach\n');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect(ingredientBox(page)).toHaveValue('chicken, rice, spinach');
  await ingredientBox(page).press('Enter');
  await expect(
    onHand(page).getByRole('button', { name: 'Add as 3 ingredients', exact: true }),
  ).toBeVisible();
});

test('limits are said at the add step, in the error colour, naming every item too long', async ({
  page,
  chef,
}) => {
  await page.goto(chef.url);
  const danger = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--danger-text').trim(),
  );
  expect(danger).toBe('#8a1c12');
  await ingredientBox(page).fill('a'.repeat(101));
  const tooLong = page.getByRole('alert');
  await expect(tooLong).toHaveText(
    'This is longer than the 100 characters the chef reads in one ingredient.',
  );
  expect(await colorOf(tooLong)).toBe('rgb(138, 28, 18)');

  await page.getByRole('button', { name: 'Add ingredient', exact: true }).click();
  await addIngredients(page, ['b'.repeat(120), 'eggs', 'rice']);
  const reason = `“${'a'.repeat(20)}…” and “${'b'.repeat(20)}…” are longer than the 100 characters the chef reads in one ingredient. Shorten or remove them to ask for a recipe.`;
  await expect(page.getByRole('alert')).toHaveText(reason);
  await expect(onHand(page).getByRole('listitem')).toHaveCount(4);
  const getRecipe = page.getByRole('button', { name: 'Get a recipe', exact: true });
  await expect(getRecipe).toBeDisabled();
  await expect(getRecipe).toHaveAccessibleDescription(reason);
  const besideButton = page.locator('#recipe-prompt-problem');
  expect(await colorOf(besideButton)).toBe('rgb(138, 28, 18)');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations with the offer and the limit error (${colorScheme})`, async ({
    page,
    chef,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(chef.url);
    await addIngredients(page, ['chicken, rice', 'eggs', 'leeks', 'x'.repeat(101)]);
    await expect(page.getByRole('button', { name: 'Add as 2 ingredients' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeDisabled();
    await expectNoViolations(page, 'a list item is offered as its parts, with a limit error');
  });
}

test.describe('a cookbook recipe', () => {
  const pantry = ['eggs', 'spinach', 'feta', 'onion'];

  test('is copied as plain text and HTML, and the status moves no control', async ({
    page,
    context,
    chef,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    const title = (await recipe.getByRole('heading', { level: 2 }).nth(1).textContent()) ?? '';
    await expect(recipeHeading(page, title)).toBeVisible();
    // Where Reset sits on the page, whatever the scroll.
    const resetPlace = () =>
      recipe.getByRole('button', { name: 'Reset', exact: true }).evaluate((element) => {
        const { x, y } = element.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY };
      });
    const before = await resetPlace();

    await recipe.getByRole('button', { name: 'Copy recipe', exact: true }).click();
    await expect(recipe.getByText('Recipe copied', { exact: true })).toBeVisible();
    expect(await resetPlace()).toEqual(before);
    const { plain, html } = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const text = async (type: string) => (await item?.getType(type))?.text();
      return { plain: await text('text/plain'), html: await text('text/html') };
    });
    expect(plain).toContain(`\n${title}\n\n`);
    expect(plain).toMatch(/\n- \S/);
    expect(plain).toMatch(/\n1\. \S/);
    expect(plain).not.toMatch(/\*\*|^#/m);
    expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toContain('<ul><li>');
    expect(consoleErrors).toEqual([]);
  });

  test('prints dark on light in the dark scheme, on one page', async ({ page, chef }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const recipe = recipeRegion(page);
    await expect(recipe.getByRole('region', { name: 'Shopping list' })).toBeVisible();
    const text = recipe.locator('.recipe-text li').first();
    await expect.poll(() => luminanceOf(text, 'color')).toBeGreaterThan(0.5);

    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect.poll(() => luminanceOf(text, 'color')).toBeLessThan(0.05);
    await expect
      .poll(() => luminanceOf(page.locator('html'), 'backgroundColor'))
      .toBeGreaterThan(0.9);
    for (const format of ['A4', 'Letter']) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page(?!s)\b/g), `pages on ${format}`).toHaveLength(1);
    }
  });
});
