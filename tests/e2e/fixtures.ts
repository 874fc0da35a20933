import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { startFakeModelServer, type FakeModelServer } from '../support/fake-model-server.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { loadData } from '../../src/server/load-data.ts';
import { LogCapture } from '../support/log-capture.ts';

/** The data `npm run build` wrote beside the compiled server, which these tests serve. */
export const serverData = loadData(
  new URL('../../dist/server/server-data.json', import.meta.url).pathname,
);

/** The page `npm run build` wrote, which the server serves unless a test gives it another. */
export const builtClientDir = new URL('../../dist/client', import.meta.url).pathname;

export interface ChefServer {
  url: string;
  logs: LogCapture;
}

/**
 * Each test gets the real server, serving the real built page (`dist/client`), on a free port;
 * `useModel` points it at a fake model on 127.0.0.1 instead of the built-in cookbook.
 */
// A made-up token, assembled here so that no token-shaped string sits in the repository.
const canaryToken = ['hf', 'e2eCanaryToken', '0123456789abcdef'].join('_');

export const test = base.extend<{
  serverEnvironment: Record<string, string>;
  clientDir: string;
  useModel: boolean;
  upstream: FakeModelServer;
  chef: ChefServer;
  consoleErrors: string[];
}>({
  serverEnvironment: [{}, { option: true }],
  clientDir: [builtClientDir, { option: true }],
  useModel: [false, { option: true }],
  upstream: async ({}, use) => {
    const upstream = await startFakeModelServer();
    await use(upstream);
    await upstream.close();
  },
  chef: async ({ serverEnvironment, clientDir, useModel, upstream }, use) => {
    const logs = new LogCapture();
    const environment: Record<string, string> = {
      LOG_LEVEL: 'info',
      RECIPE_RATE_LIMIT: '0',
      RECIPE_GLOBAL_RATE_LIMIT: '0',
      RECIPE_COOKBOOK_RATE_LIMIT: '0',
      ...(useModel ? { HF_TOKEN: canaryToken, HF_ENDPOINT_URL: upstream.url } : {}),
      ...serverEnvironment,
    };
    const app = await buildApp(loadConfig(environment), serverData, {
      clientDir,
      logStream: logs,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    await use({ url, logs });
    // The test is over and nothing need finish: Chromium may still hold connections it opened
    // ahead of need, which close() would wait out.
    app.server.closeAllConnections();
    await app.close();
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
export type { Locator, Page } from '@playwright/test';

/** A phone in the hand: narrow, touched, and laid out as a phone lays out a page. */
export const phone = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
/** A laptop's window. */
export const desktop = { viewport: { width: 1280, height: 800 } };

export async function addIngredients(page: Page, ingredients: readonly string[]) {
  const input = page.getByRole('textbox', { name: 'Add ingredient', exact: true });
  const addButton = page.getByRole('button', { name: 'Add ingredient', exact: true });
  for (const ingredient of ingredients) {
    await input.fill(ingredient);
    await addButton.click();
  }
}

/** Adds `ingredients` (none: asks for the pantry already listed) and clicks 'Get a recipe'. */
export async function askForRecipe(page: Page, ingredients: readonly string[] = []) {
  await addIngredients(page, ingredients);
  await page.getByRole('button', { name: 'Get a recipe', exact: true }).click();
}

/**
 * axe-core, run in the page itself and put in once a document: @axe-core/playwright put its
 * 600 kB script in again at every scan and merged the results in a blank page it opened for
 * each, which took most of every scan's time.
 */
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** WCAG 2.1 A and AA, and best practice; every rule's nodes are kept for violations only. */
const axeOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

interface AxeInPage {
  run(
    context: Document,
    options: typeof axeOptions,
  ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
}

/** Fails with each rule axe finds broken (WCAG 2.1 A and AA, and best practice) in this state. */
export async function expectNoViolations(page: Page, state: string) {
  // axe runs in the page's own document: a frame would go unscanned.
  expect(page.frames(), `the page has no frame when ${state}`).toHaveLength(1);
  // Once a document: later scans of it find axe there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    const { violations } = await axe.run(document, options);
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, axeOptions);
  expect(summary, `axe violations when ${state}`).toEqual([]);
}

/** The section the recipe is written in. */
export function recipeRegion(page: Page) {
  return page.getByRole('region', { name: 'Chef Claude Recommends:', exact: true });
}

/** The recipe's own title, in the recipe section: a saved or past recipe may bear the same. */
export function recipeHeading(page: Page, title: string) {
  return recipeRegion(page).getByRole('heading', { name: title });
}
