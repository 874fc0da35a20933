import { once } from 'node:events';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { ConcurrencyLimiter } from './concurrency-limiter.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

describe('ConcurrencyLimiter', () => {
  it('refuses past the total, and frees a slot on release (once)', () => {
    const limiter = new ConcurrencyLimiter(2, 0);
    const first = limiter.tryAcquire('a');
    const second = limiter.tryAcquire('b');
    expect(limiter.tryAcquire('c')).toBe('server-busy');
    if (typeof first !== 'function' || typeof second !== 'function')
      throw new Error('expected slots');
    first();
    first();
    expect(limiter.active).toBe(1);
    expect(typeof limiter.tryAcquire('c')).toBe('function');
  });

  it('refuses a client past its own cap while others still get in', () => {
    const limiter = new ConcurrencyLimiter(10, 1);
    expect(typeof limiter.tryAcquire('a')).toBe('function');
    expect(limiter.tryAcquire('a')).toBe('client-busy');
    expect(typeof limiter.tryAcquire('b')).toBe('function');
  });
});

describe('the cap on recipes written at once', () => {
  let app: FastifyInstance;
  let upstream: FakeModelServer;
  afterEach(async () => {
    upstream.release();
    await upstream.close();
  });

  async function startApp(environment: Record<string, string>) {
    upstream = await startFakeModelServer({ holdAfter: 1 });
    app = await buildTestApp({ HF_ENDPOINT_URL: upstream.url, ...environment });
  }
  const askForRecipe = () =>
    app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: ['eggs', 'rice', 'peas', 'leek'] },
    });

  it('answers 503 with Retry-After when the server is full, and recovers', async () => {
    await startApp({ RECIPE_MAX_CONCURRENT: '1', RECIPE_MAX_CONCURRENT_PER_CLIENT: '0' });
    const held = askForRecipe();
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(1));

    const refused = await askForRecipe();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().error.code).toBe('server-busy');

    upstream.release();
    expect((await held).statusCode).toBe(200);
    upstream.setScript({});
    expect((await askForRecipe()).statusCode).toBe(200);
  });

  it('answers 429 to a client holding too many streams', async () => {
    await startApp({ RECIPE_MAX_CONCURRENT: '10', RECIPE_MAX_CONCURRENT_PER_CLIENT: '1' });
    const held = askForRecipe();
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(1));
    const refused = await askForRecipe();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate-limited');
    upstream.release();
    await held;
  });
});

describe('a recipe’s slot', () => {
  let app: FastifyInstance;
  let upstream: FakeModelServer;
  afterEach(async () => {
    app.server.closeAllConnections();
    await upstream.close();
  });

  it('is let go at the total deadline while its client has stopped reading', async () => {
    upstream = await startFakeModelServer({ holdAfter: 1 });
    app = await buildTestApp({
      HF_ENDPOINT_URL: upstream.url,
      RECIPE_MAX_CONCURRENT_PER_CLIENT: '1',
      RECIPE_TOTAL_TIMEOUT_MS: '300',
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };

    const body = JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] });
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    silent.pause();
    silent.write(
      `POST /api/recipe HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const dropped = upstream.nextDrop();
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(1));
    upstream.setScript({});
    // The model call is closed at the deadline, and the slot with it: the socket stays open.
    await dropped;
    const next = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      remoteAddress: '127.0.0.1',
      payload: JSON.parse(body),
    });
    expect(next.statusCode).toBe(200);
    expect(silent.destroyed).toBe(false);
    silent.destroy();
  });
});
