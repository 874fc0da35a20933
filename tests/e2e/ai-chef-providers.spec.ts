import type { FakeModelServerScript } from '../support/fake-model-server.ts';
import { askForRecipe, expect, recipeHeading, recipeRegion, test } from './fixtures.ts';

test.use({ useModel: true });

const pantry = ['eggs', 'spinach', 'feta', 'onion'];
const model = 'mistralai/Mixtral-8x7B-Instruct-v0.1';
const notSupported = {
  message: `The requested model '${model}' is not supported by any provider you have enabled.`,
  type: 'invalid_request_error',
  param: 'model',
  code: 'model_not_supported',
};

const fallbackNote =
  'The AI chef was unavailable, so this recipe comes from our built-in cookbook.';

for (const [name, script, message] of [
  [
    'the router does not serve the model (400)',
    { status: 400, errorBody: { error: notSupported } },
    'The AI chef is not set up correctly right now.',
  ],
  [
    'the router does not serve the model (400, fields at the top level)',
    { status: 400, errorBody: notSupported },
    'The AI chef is not set up correctly right now.',
  ],
  [
    'the server does not have the model (404)',
    {
      status: 404,
      errorBody: { object: 'error', message: `The model \`${model}\` does not exist.`, code: 404 },
    },
    'The AI chef is not set up correctly right now.',
  ],
  [
    'the provider is out of credits (402)',
    { status: 402, errorBody: { error: 'You have exceeded your monthly included credits.' } },
    'The AI chef has used up its credits for now.',
  ],
] as [string, FakeModelServerScript, string][]) {
  test(`when ${name}: no retry, and the built-in cookbook answers when asked`, async ({
    page,
    chef,
    upstream,
  }) => {
    page.on('console', () => undefined);
    upstream.setScript(script);
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    const alert = page.getByRole('alert');
    await expect(alert.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    await alert.getByRole('button', { name: 'Use the built-in cookbook', exact: true }).click();
    const recipe = recipeRegion(page);
    await expect(recipe.getByText(fallbackNote, { exact: true })).toBeVisible();
    await expect(recipe.getByRole('button', { name: 'Copy recipe', exact: true })).toBeVisible();
    await expect(recipe.getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The model was asked once; the cookbook answered the second request.
    expect(upstream.requests).toHaveLength(1);
    // The operator reads which model failed.
    expect(chef.logs.lines.map((line) => String(line.msg))).toContainEqual(
      expect.stringContaining(`RECIPE_MODEL "${model}"`),
    );
  });
}

test('a model that is down offers both Try again and the built-in cookbook', async ({
  page,
  chef,
  upstream,
}) => {
  page.on('console', () => undefined);
  upstream.setScript({ status: 500 });
  await page.goto(chef.url);
  await askForRecipe(page, pantry);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
  await alert.getByRole('button', { name: 'Use the built-in cookbook', exact: true }).click();
  await expect(page.getByText(fallbackNote, { exact: true })).toBeVisible();
});

const thoughts = ['The visitor has eggs', ' and spinach; a frittata', ' would suit them.'];
const answer = ['## Spinach Frittata\n\n', '1. Beat the eggs.\n'];

for (const [name, chunks] of [
  [
    'in delta.reasoning_content',
    [...thoughts.map((thought) => ({ reasoning_content: thought })), ...answer],
  ],
  ['in delta.reasoning', [...thoughts.map((thought) => ({ reasoning: thought })), ...answer]],
  [
    'inside <think> tags cut across chunks',
    ['<thi', `nk>${thoughts[0]}`, `${thoughts[1]}</th`, `ink>\n\n${answer[0]}`, answer[1]],
  ],
] as [string, FakeModelServerScript['chunks']][]) {
  test(`a reasoning model’s thoughts ${name}: the chef is thinking, and no thought reaches the page`, async ({
    page,
    chef,
    upstream,
  }) => {
    upstream.setScript({ chunks, holdAfter: 2 });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(page.getByRole('status')).toHaveText('Chef Claude is thinking…');
    upstream.release();
    const recipe = recipeRegion(page);
    await expect(recipe.getByRole('heading', { name: 'Spinach Frittata' })).toBeVisible();
    await expect(recipe.getByRole('button', { name: 'Copy recipe', exact: true })).toBeVisible();
    await expect(page.getByText('Chef Claude is thinking…')).toHaveCount(0);
    const pageText = await page.locator('body').innerText();
    expect(pageText).not.toMatch(/visitor has|frittata would|would suit|think>/);
  });
}

test.describe('with a first-text timeout shorter than the model’s thinking', () => {
  test.use({ serverEnvironment: { RECIPE_FIRST_TOKEN_TIMEOUT_MS: '1000' } });

  test('a long think with thoughts arriving is not cut short', async ({ page, chef, upstream }) => {
    upstream.setScript({
      chunks: [...Array.from({ length: 10 }, () => ({ reasoning_content: 'Hmm.' })), ...answer],
      chunkDelayMs: 150,
    });
    await page.goto(chef.url);
    await askForRecipe(page, pantry);
    await expect(page.getByRole('status')).toHaveText('Chef Claude is thinking…');
    await expect(recipeHeading(page, 'Spinach Frittata')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The premise: the first text came after more than the timeout.
    const [request] = upstream.requests;
    expect(request!.lastChunkAt! - request!.receivedAt).toBeGreaterThan(1000);
  });
});
