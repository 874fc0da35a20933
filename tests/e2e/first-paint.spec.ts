import { expect, test } from './fixtures.ts';

test('what the first paint does not need is fetched after it: My recipes, the recipe text, the service worker', async ({
  page,
  chef,
}) => {
  await page.goto(chef.url);
  await expect(page.getByRole('region', { name: 'My recipes' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean)))
    .toBe(true);
  const { firstPaint, chunks } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    chunks: performance
      .getEntriesByType('resource')
      .filter(({ name }) => /\/assets\/(my-recipes|recipe-markdown|workbox-window)/.test(name))
      .map(({ name, startTime }) => ({ name: name.replace(/.*\/assets\//, ''), startTime })),
  }));
  expect(firstPaint).toBeDefined();
  expect(chunks).toHaveLength(3);
  for (const chunk of chunks) expect(chunk.startTime, chunk.name).toBeGreaterThan(firstPaint!);
});
