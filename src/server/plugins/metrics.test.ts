import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultRecipeChunks,
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { freePort } from '../../../tests/support/free-port.ts';
import { metricValue } from '../../../tests/support/metrics-text.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

let app: FastifyInstance | undefined;
let model: FakeModelServer | undefined;
let metricsUrl: string;
afterEach(async () => {
  model?.release();
  app?.server.closeAllConnections();
  await model?.close();
  app = undefined;
  model = undefined;
});

async function startApp(environment: Record<string, string> = {}) {
  model = await startFakeModelServer();
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  app = await buildTestApp({
    HF_ENDPOINT_URL: model.url,
    METRICS_PORT: String(port),
    METRICS_HOST: '127.0.0.1',
    ...environment,
  });
  await app.ready();
  return app;
}

const readMetrics = async () => (await fetch(metricsUrl)).text();

const askFor = (target: FastifyInstance, address = '10.0.0.1') =>
  target.inject({
    method: 'POST',
    url: '/api/recipe',
    remoteAddress: address,
    payload: { ingredients: ['eggs', 'rice', 'peas', 'leek'] },
  });

const bytesOf = (chunks: readonly string[]) => Buffer.byteLength(chunks.join(''));

describe('the metrics', () => {
  it('are served on their own port with the process metrics, never on the public one', async () => {
    const server = await startApp();
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('count recipes by source and outcome, with their text, first text and duration', async () => {
    const server = await startApp({ RECIPE_RATE_LIMIT: '5' });
    for (let recipe = 0; recipe < 3; recipe += 1) {
      expect((await askFor(server)).statusCode).toBe(200);
    }
    model!.setScript({ status: 500 });
    expect((await askFor(server)).statusCode).toBe(502);
    model!.setScript({ breakAfter: 2 });
    expect((await askFor(server)).body).toMatch(/"type":"error"/);
    expect((await askFor(server)).statusCode).toBe(429);

    const text = await readMetrics();
    const count = (name: string, labels: Record<string, string> = {}) =>
      metricValue(text, name, labels);
    expect(count('chef_recipes_total', { source: 'model', outcome: 'completed' })).toBe(3);
    expect(count('chef_recipes_total', { source: 'model', outcome: 'failed' })).toBe(2);
    expect(count('chef_recipes_total', { source: 'model', outcome: 'refused' })).toBe(1);
    expect(count('chef_upstream_failures_total', { kind: 'model-unavailable' })).toBe(1);
    expect(count('chef_upstream_failures_total', { kind: 'stream-broken' })).toBe(1);
    expect(count('chef_rate_limited_total', { limit: 'requests' })).toBe(1);
    expect(count('chef_recipe_text_bytes_total', { source: 'model' })).toBe(
      3 * bytesOf(defaultRecipeChunks) + bytesOf(defaultRecipeChunks.slice(0, 2)),
    );
    expect(count('chef_recipe_first_text_seconds_count', { source: 'model' })).toBe(4);
    expect(count('chef_recipe_duration_seconds_count', { outcome: 'completed' })).toBe(3);
    expect(count('chef_recipe_duration_seconds_count', { outcome: 'failed' })).toBe(2);
    expect(count('chef_recipes_in_flight')).toBe(0);

    const requests = (status: string) =>
      count('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/recipe',
        status_code: status,
      });
    // The stream broken halfway had already answered 200.
    expect([requests('200'), requests('502'), requests('429')]).toEqual([4, 1, 1]);
  });

  it('time every response by its route’s pattern, not its URL', async () => {
    const server = await startApp();
    await server.inject({ method: 'GET', url: '/healthz' });
    await server.inject({ method: 'GET', url: '/no/such/page-123' });
    await server.inject({ method: 'GET', url: '/no/such/page-456' });
    const text = await readMetrics();
    expect(
      metricValue(text, 'http_request_duration_seconds_count', {
        route: '/healthz',
        status_code: '200',
      }),
    ).toBe(1);
    expect(text).not.toContain('page-123');
    expect(metricValue(text, 'http_request_duration_seconds_count', { status_code: '404' })).toBe(
      2,
    );
  });

  it('show the recipes in flight on this instance', async () => {
    const server = await startApp();
    model!.setScript({ holdAfter: 1 });
    const held = askFor(server);
    await vi.waitFor(() => expect(model!.requests).toHaveLength(1));
    expect(metricValue(await readMetrics(), 'chef_recipes_in_flight')).toBe(1);
    model!.release();
    await held;
    expect(metricValue(await readMetrics(), 'chef_recipes_in_flight')).toBe(0);
  });

  it('count a visitor who left as cancelled, not as a failure of the model', async () => {
    const server = await startApp();
    model!.setScript({ holdAfter: 1 });
    const address = await server.listen({ host: '127.0.0.1', port: 0 });
    const visitor = new AbortController();
    const response = await fetch(`${address}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] }),
      signal: visitor.signal,
    });
    await response.body!.getReader().read();
    const dropped = model!.nextDrop();
    visitor.abort();
    await dropped;
    await vi.waitFor(async () =>
      expect(metricValue(await readMetrics(), 'chef_recipes_total', { outcome: 'cancelled' })).toBe(
        1,
      ),
    );
    expect(metricValue(await readMetrics(), 'chef_upstream_failures_total')).toBe(0);
  });

  it('count a model that sent nothing in time as a timeout, and the cookbook that answered instead', async () => {
    const server = await startApp({
      RECIPE_FIRST_TOKEN_TIMEOUT_MS: '100',
      RECIPE_FALLBACK: 'cookbook',
    });
    model!.setScript({ hang: true });
    expect((await askFor(server)).statusCode).toBe(200);
    const text = await readMetrics();
    expect(metricValue(text, 'chef_upstream_failures_total', { kind: 'model-timeout' })).toBe(1);
    expect(
      metricValue(text, 'chef_recipes_total', { source: 'cookbook', outcome: 'completed' }),
    ).toBe(1);
  });

  it('count a visitor past the per-client cap as rate limited', async () => {
    const server = await startApp({ RECIPE_MAX_CONCURRENT_PER_CLIENT: '1' });
    model!.setScript({ holdAfter: 1 });
    const held = askFor(server);
    await vi.waitFor(() => expect(model!.requests).toHaveLength(1));
    expect((await askFor(server)).statusCode).toBe(429);
    model!.release();
    await held;
    expect(
      metricValue(await readMetrics(), 'chef_rate_limited_total', { limit: 'concurrency' }),
    ).toBe(1);
  });

  it('stop being served when the app closes', async () => {
    const server = await startApp();
    await server.close();
    app = undefined;
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });

  it('are not served at all without METRICS_PORT', async () => {
    model = await startFakeModelServer();
    app = await buildTestApp({ HF_ENDPOINT_URL: model.url });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
