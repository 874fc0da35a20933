import { askForRecipe, expect, recipeHeading, recipeRegion, test } from './fixtures.ts';

test.use({ useModel: true });

const payloads = [
  '## Tomato Basil Pasta\n\n<script>window.__xss = "script"</script>\n\n',
  '<img src=x onerror="window.__xss = \'img\'">\n\n',
  '[click me](javascript:window.__xss="link")\n\n',
  '[data link](data:text/html,<script>window.__xss="data"</script>)\n\n',
  '![pixel](javascript:window.__xss="image")\n\n',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>\n\n',
  '[safe link](https://example.com/recipe)\n',
];

test('markdown from the model cannot run script or smuggle HTML', async ({
  page,
  chef,
  upstream,
  consoleErrors,
}) => {
  upstream.setScript({ chunks: payloads });
  await page.goto(chef.url);
  await askForRecipe(page, ['tomatoes', 'basil', 'pasta', 'garlic']);

  const recipe = recipeRegion(page);
  await expect(recipe.getByRole('link', { name: 'safe link' })).toBeVisible();
  for (const name of ['click me', 'data link']) {
    await recipe.getByText(name).click();
  }
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  await expect(recipe.locator('script, iframe, img')).toHaveCount(0);
  await expect(recipe.getByText('<script>window.__xss = "script"</script>')).toBeVisible();

  for (const name of ['click me', 'data link']) {
    const href = await recipe.getByText(name).getAttribute('href');
    expect(href ?? '').not.toMatch(/^(javascript|data):/);
  }
  const safe = recipe.getByRole('link', { name: 'safe link' });
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(safe).toHaveAttribute('target', '_blank');
  expect(consoleErrors).toEqual([]);
});

test('the page is served under a strict CSP and runs without violations', async ({
  page,
  chef,
  consoleErrors,
}) => {
  const response = await page.goto(chef.url);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        event.violatedDirective,
      ),
    ),
  );
  await askForRecipe(page, ['eggs', 'spinach', 'feta', 'onion']);
  await expect(recipeHeading(page, 'Tomato Basil Pasta')).toBeVisible();
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
