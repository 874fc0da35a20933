import { expect, expectNoViolations, test } from './fixtures.ts';

test('an ingredient with a text-direction override is refused at the add step, with a message', async ({
  page,
  chef,
}) => {
  await page.goto(chef.url);
  const input = page.getByRole('textbox', { name: 'Add ingredient', exact: true });
  await input.fill('\u202eggge');
  await page.getByRole('button', { name: 'Add ingredient', exact: true }).click();

  const message = page.getByRole('alert');
  await expect(message).toHaveText(
    'This can’t be added: an ingredient must not contain control characters or text-direction marks.',
  );
  await expect(input).toHaveValue('\u202eggge');
  await expect(input).toHaveAccessibleDescription(/must not contain control characters/);
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeHidden();
  await expectNoViolations(page, 'an ingredient is refused');

  await input.fill('eggs');
  await expect(message).toBeHidden();
});
