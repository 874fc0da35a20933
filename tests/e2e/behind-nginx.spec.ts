import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { deployedDirective, startNginx, type NginxDirectives } from '../support/nginx-server.ts';
import { startRedisServer } from '../support/redis-server.ts';
import { LogCapture } from '../support/log-capture.ts';
import { getFrom, openSlowConnections } from '../support/slow-clients.ts';
import {
  addIngredients,
  askForRecipe,
  builtClientDir,
  test as base,
  expect,
  recipeRegion,
  serverData,
} from './fixtures.ts';

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
const test = base.extend<{ rateLimit: number; nginxDirectives: NginxDirectives; site: Site }>({
  rateLimit: [100, { option: true }],
  nginxDirectives: [{}, { option: true }],
  site: async ({ rateLimit, nginxDirectives, upstream }, use) => {
    const redis = await startRedisServer();
    const instances: FastifyInstance[] = [];
    const instanceLogs: LogCapture[] = [];
    for (let instance = 0; instance < 2; instance += 1) {
      const logs = new LogCapture();
      const config = loadConfig({
        LOG_LEVEL: 'info',
        HF_ENDPOINT_URL: upstream.url,
        REDIS_URL: redis.url,
        // Patient, as in the unit tests' instances: on a busy machine Redis can take longer than
        // the 500 ms an instance waits by default, and an instance that gave up would count alone.
        REDIS_TIMEOUT_MS: '5000',
        TRUST_PROXY: '127.0.0.1',
        RECIPE_RATE_LIMIT: String(rateLimit),
        RECIPE_GLOBAL_RATE_LIMIT: '0',
      });
      const app = await buildApp(config, serverData, {
        clientDir: builtClientDir,
        logStream: logs,
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push(app);
      instanceLogs.push(logs);
    }
    const nginx = await startNginx(
      instances.map((app) => (app.server.address() as { port: number }).port),
      nginxDirectives,
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

/** The Redis outages an instance logged: from each, it counted its limits alone. */
const redisOutages = (logs: LogCapture) =>
  logs.lines.filter((line) => line.redisError !== undefined).map((line) => line.redisError);

test('through nginx, the first words reach the page before the model has finished', async ({
  page,
  site,
  upstream,
}) => {
  upstream.setScript({ holdAfter: 2 });
  await page.goto(site.url);
  await askForRecipe(page, pantry);

  const recipe = recipeRegion(page);
  await expect(recipe.getByRole('heading', { name: 'Tomato Basil Pasta' })).toBeVisible();
  await expect(recipe.getByText('Boil the pasta.')).toBeHidden();

  upstream.release();
  await expect(recipe.getByText('Boil the pasta.')).toBeVisible();
  await expect(recipe).toHaveAttribute('aria-busy', 'false');
});

test.describe('with a rate limit of 4 recipes a minute', () => {
  // No service worker fetching the page's files in the background: nginx's round robin must send
  // the recipe requests to both instances, which is what proves the count is shared.
  test.use({ rateLimit: 4, serviceWorkers: 'block' });

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
    // Neither instance fell back to counting alone, which would let a fifth recipe through.
    expect(site.instanceLogs.map(redisOutages)).toEqual([[], []]);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // nginx sent recipes to both instances: the count was shared, not each instance's own.
    expect(site.instanceLogs.map(wroteRecipe)).toEqual([true, true]);
  });

  test('a visitor past the limit sees when to come back', async ({ page, site }) => {
    // Only recipe requests reach the instances, so nginx's round robin sends them to both.
    await page.route('**/api/ingredient-reading?*', (route) => route.fulfill({ json: {} }));
    await page.route('**/api/dishes', (route) => route.fulfill({ json: { dishes: [] } }));
    await page.goto(site.url);
    await addIngredients(page, pantry);
    for (let recipe = 0; recipe < 4; recipe += 1) {
      await page
        .getByRole('button', { name: /^(Get a recipe|Get another recipe)$/ })
        .first()
        .click();
      const recipeSection = recipeRegion(page);
      await expect(
        recipeSection.getByRole('heading', { name: 'Tomato Basil Pasta' }),
      ).toBeVisible();
      await expect(recipeSection).toHaveAttribute('aria-busy', 'false');
    }
    page.on('console', () => undefined);
    await page.getByRole('button', { name: 'Get another recipe' }).click();
    await expect(page.getByRole('alert')).toHaveText(/many recipes in a short time/);
    expect(site.instanceLogs.map(wroteRecipe)).toEqual([true, true]);
  });
});

/** A recipe request whose body has only begun: the rest is sent a byte a second. */
const slowBody = [
  'POST /api/recipe HTTP/1.1',
  'host: localhost',
  'content-type: application/json',
  'content-length: 2000',
  '',
  '{"ingredients":["eg',
].join('\r\n');

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

const refusedByNginx = {
  error: { code: 'rate-limited', message: expect.any(String), retryAfterSeconds: 1 },
};

// The test's nginx has 512 connections a worker: fewer than the attacker opens.
test.describe('one address cannot fill nginx', () => {
  test.describe.configure({ timeout: 90_000 });

  test('of 600 connections from one address sending their bodies a byte a second, nginx holds at most 32, and /healthz from another address answers every time', async ({
    site,
  }) => {
    const slow = openSlowConnections(site.url, 600, slowBody);
    try {
      await expect.poll(() => slow.connected(), { timeout: 30_000 }).toBe(600);
      await expect.poll(() => slow.waiting(), { timeout: 30_000 }).toBeLessThanOrEqual(32);
      // The rest were refused in the instances' error shape, or closed unread while nginx was
      // short of connections.
      const answers = slow.received.filter((answer) => answer !== '');
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(bodyOf(answers[0]!)).toEqual(refusedByNginx);
      for (let probe = 0; probe < 20; probe += 1) {
        const status = await getFrom(`${site.url}/healthz`, '127.0.0.2', 5_000);
        expect(status, `/healthz from 127.0.0.2, probe ${probe}`).toBe(200);
      }
    } finally {
      slow.stop();
    }
  });

  test('a body past what nginx takes is refused in our error shape, not an HTML page', async ({
    site,
  }) => {
    const response = await fetch(`${site.url}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['x'.repeat(100_000)] }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: { code: 'body-too-large', message: 'The request body is too large.' },
    });
  });

  test('a flood of recipe requests from one address is refused by nginx after 21, in our error shape', async ({
    site,
  }) => {
    const statuses: number[] = [];
    let refusal: { type: string | null; body: unknown } | undefined;
    for (let request = 0; request < 40; request += 1) {
      // Invalid, so that each is answered at once: the rate counts requests, whatever they hold.
      const response = await fetch(`${site.url}/api/recipe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const text = await response.text();
      statuses.push(response.status);
      if (response.status === 429 && !refusal) {
        refusal = { type: response.headers.get('content-type'), body: JSON.parse(text) };
      }
    }
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(400));
    expect(statuses.at(-1)).toBe(429);
    expect(refusal).toEqual({ type: 'application/json; charset=utf-8', body: refusedByNginx });
  });
});

test.describe('a client sending its headers a byte at a time', () => {
  // The timeout counts from the header's first byte, not from its last: a second here, instead of
  // the deployed 10 s, proves the same in a tenth of the time.
  test.use({ nginxDirectives: { client_header_timeout: '1s' } });

  test("is cut off after 10 s in the deployed config, as the deploy guide says, not nginx's default 60", () => {
    expect(deployedDirective('client_header_timeout')).toBe('10s');
    const guide = readFileSync(new URL('../../docs/deploy/README.md', import.meta.url), 'utf8');
    expect(guide.replace(/\s+/g, ' ')).toContain(
      '(`client_header_timeout` and `client_body_timeout` of 10 s,',
    );
  });

  test('is cut off at the header timeout, unanswered, though it sends a byte every 200 ms', async ({
    site,
  }) => {
    const slow = openSlowConnections(
      site.url,
      1,
      'GET /healthz HTTP/1.1\r\nhost: localhost\r\nx-slow: ',
      200,
    );
    try {
      const started = Date.now();
      await expect.poll(() => slow.closed(), { timeout: 10_000 }).toBe(1);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(slow.received).toEqual(['']);
    } finally {
      slow.stop();
    }
  });
});
