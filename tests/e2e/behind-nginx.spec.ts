import { test as base, expect } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startFakeModelServer, type FakeModelServer } from '../support/fake-model-server.ts';
import { startNginx } from '../support/nginx-server.ts';
import { startRedisServer } from '../support/redis-server.ts';
import { LogCapture } from '../support/log-capture.ts';
import { addIngredients, askForRecipe, serverData } from './fixtures.ts';

interface Site {
  /** nginx's address: the only one the browser is given. */
  url: string;
  /** Each instance's log. */
  instanceLogs: LogCapture[];
}

/**
 * The deployment of docs/deploy: Debian's nginx with docs/deploy/nginx.conf in front of two
 * instances of the real server (serving the built page) that share one Redis.
 */
const test = base.extend<{ rateLimit: number; upstream: FakeModelServer; site: Site }>({
  rateLimit: [100, { option: true }],
  upstream: async ({}, use) => {
    const upstream = await startFakeModelServer();
    await use(upstream);
    await upstream.close();
  },
  site: async ({ rateLimit, upstream }, use) => {
    const redis = await startRedisServer();
    const instances: FastifyInstance[] = [];
    const instanceLogs: LogCapture[] = [];
    for (let instance = 0; instance < 2; instance += 1) {
      const logs = new LogCapture();
      const config = loadConfig({
        LOG_LEVEL: 'info',
        HF_ENDPOINT_URL: upstream.url,
        REDIS_URL: redis.url,
        TRUST_PROXY: '127.0.0.1',
        RECIPE_RATE_LIMIT: String(rateLimit),
        RECIPE_GLOBAL_RATE_LIMIT: '0',
      });
      const app = await buildApp(config, serverData, {
        clientDir: new URL('../../dist/client', import.meta.url).pathname,
        logStream: logs,
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(app);
      instanceLogs.push(logs);
    }
    const nginx = await startNginx(
      instances.map((app) => (app.server.address() as { port: number }).port),
    );
    await use({ url: nginx.url, instanceLogs });
    await nginx.stop();
    for (const app of instances) {
      app.server.closeAllConnections();
      await app.close();
    }
    await redis.stop();
  },
});

const pantry = ['tomatoes', 'basil', 'pasta', 'garlic'];

/** Whether an instance's log shows it wrote a recipe. */
const wroteRecipe = (logs: LogCapture) =>
  logs.lines.some((line) => line.url === '/api/recipe' && line.statusCode === 200);

test('through nginx, the first words reach the page before the model has finished', async ({
  page,
  site,
  upstream,
}) => {
  upstream.setScript({ holdAfter: 2 });
  await page.goto(site.url);
  await askForRecipe(page, pantry);

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' });
  await expect(recipe.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expect(recipe.getByText('Boil the pasta.')).toBeHidden();

  upstream.release();
  await expect(recipe.getByText('Boil the pasta.')).toBeVisible();
  await expect(recipe).toHaveAttribute('aria-busy', 'false');
});

test.describe('with a rate limit of 4 recipes a minute', () => {
  test.use({ rateLimit: 4 });

  test('the limit holds across both instances, and a forged X-Forwarded-For does not dodge it', async ({
    page,
    site,
  }) => {
    await page.goto(site.url);
    const statuses = await page.evaluate(async () => {
      const ask = async (headers: Record<string, string> = {}) => {
        const response = await fetch('/api/recipe', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }),
        });
        await response.text();
        return response.status;
      };
      const answers = [];
      for (let request = 0; request < 5; request += 1) answers.push(await ask());
      answers.push(await ask({ 'x-forwarded-for': '203.0.113.7' }));
      return answers;
    });
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // nginx sent recipes to both instances: the count was shared, not each instance's own.
    expect(site.instanceLogs.map(wroteRecipe)).toEqual([true, true]);
  });

  test('a visitor past the limit sees when to come back', async ({ page, site }) => {
    await page.goto(site.url);
    await addIngredients(page, pantry);
    for (let recipe = 0; recipe < 4; recipe += 1) {
      await page
        .getByRole('button', { name: /^(Get a recipe|Get another recipe)$/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Chef Claude Recommends:' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
    }
    page.on('console', () => undefined);
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await expect(page.getByRole('alert')).toHaveText(/many recipes in a short time/);
    expect(site.instanceLogs.map(wroteRecipe)).toEqual([true, true]);
  });
});
