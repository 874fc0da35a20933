import {
  addIngredients,
  askForRecipe,
  expect,
  recipeHeading,
  recipeRegion,
  test,
} from './fixtures.ts';

test.use({ useModel: true });

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];

test('the first words reach the page before the model has finished', async ({
  page,
  chef,
  upstream,
}) => {
  upstream.setScript({ holdAfter: 2 });
  await page.goto(chef.url);
  await askForRecipe(page, pantry);

  const recipe = recipeRegion(page);
  await expect(recipe.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expect(recipe).toHaveAttribute('aria-busy', 'true');
  await expect(recipe.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(recipe.getByText('Boil the pasta.')).toBeHidden();

  upstream.release();
  await expect(recipe.getByText('Boil the pasta.')).toBeVisible();
  await expect(recipe).toHaveAttribute('aria-busy', 'false');
});

test('shows that the chef is working until the first words', async ({ page, chef, upstream }) => {
  upstream.setScript({ holdAfter: 0 });
  await page.goto(chef.url);
  await askForRecipe(page, pantry);
  await expect(page.getByRole('status')).toHaveText(/writing your recipe/);
  upstream.release();
  await expect(page.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /writing/ })).toBeHidden();
});

for (const [name, script, message] of [
  ['the credential is refused', { status: 401 }, /cannot cook right now/],
  ['the model is busy', { status: 429 }, /busy with other orders/],
  ['the model fails', { status: 500 }, /unavailable right now/],
] as const) {
  test(`when ${name}, the visitor sees an alert, and Try again works`, async ({
    page,
    chef,
    upstream,
  }) => {
    const errors: string[] = [];
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
    upstream.setScript(script);
    await page.clock.install();
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(errors.some((error) => /recipe request failed/.test(error))).toBe(true);

    // A busy model asks for a wait, counted down beside the alert, which Try again waits out.
    if (script.status === 429) {
      await expect(page.getByText('You can try again in 30 seconds.').first()).toBeVisible();
      await page.clock.runFor(30_000);
    }
    upstream.setScript({});
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });
}

test('a stream cut halfway keeps the text, marked as cut off, with an alert', async ({
  page,
  chef,
  upstream,
}) => {
  page.on('console', () => undefined);
  upstream.setScript({ breakAfter: 2 });
  await page.goto(chef.url);
  await askForRecipe(page, pantry);
  await expect(page.getByRole('alert')).toHaveText(/interrupted while writing/);
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  await expect(page.getByText('The recipe was cut off before the end.')).toBeVisible();
});

test('reloading mid-recipe aborts the model’s request', async ({ page, chef, upstream }) => {
  upstream.setScript({ holdAfter: 1 });
  await page.goto(chef.url);
  await askForRecipe(page, pantry);
  await expect(page.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeVisible();
  const dropped = upstream.nextDrop();
  await page.reload();
  await dropped;
  expect(upstream.droppedCount).toBe(1);
});

test('Stop keeps what was written and aborts the model’s request', async ({
  page,
  chef,
  upstream,
}) => {
  upstream.setScript({ holdAfter: 2 });
  await page.goto(chef.url);
  await askForRecipe(page, pantry);
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  const dropped = upstream.nextDrop();
  await page.getByRole('button', { name: 'Stop' }).click();
  await dropped;
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  await expect(page.getByText('The recipe was cut off before the end.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get another recipe' })).toBeVisible();
});

test('the credential never reaches the browser', async ({ page, chef, upstream }) => {
  const received: string[] = [];
  page.on('response', async (response) => {
    received.push(JSON.stringify(response.headers()));
    received.push(await response.text().catch(() => ''));
  });
  await page.goto(chef.url);
  await addIngredients(page, pantry);
  for (const script of [{}, { status: 401 }]) {
    upstream.setScript(script);
    await page
      .getByRole('button', { name: /Get a recipe|Try again|Get another recipe/ })
      .first()
      .click();
    await expect(
      recipeHeading(page, 'Tomato Basil Pasta').or(page.getByRole('alert')).first(),
    ).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  const everything = received.join('\n') + (await page.content());
  expect(everything).not.toContain('hf_e2eCanaryToken');
  expect(chef.logs.text).not.toContain('hf_e2eCanaryToken');
});
