import { once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { Readiness } from '../readiness.ts';

let upstream: FakeModelServer | undefined;
afterEach(() => upstream?.close());

it('/readyz answers 503 once the server is shutting down, while a recipe in flight finishes', async () => {
  upstream = await startFakeModelServer({ holdAfter: 1 });
  const app = await buildTestApp({ HF_ENDPOINT_URL: upstream.url });
  expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  // One connection, busy with a recipe, so that shutting down does not close it.
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const held = upstream.nextHold();
  const body = JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] });
  socket.write(
    `POST /api/recipe HTTP/1.1\r\nHost: chef\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  await held;

  const closed = app.close();
  // Shutting down has begun once the server has stopped taking connections.
  await vi.waitFor(() => expect(app.server.listening).toBe(false));
  socket.write('GET /readyz HTTP/1.1\r\nHost: chef\r\n\r\n');
  upstream.release();
  await once(socket, 'close');
  await closed;
  const [recipe, readiness] = received.split(/(?=HTTP\/1\.1 )/);
  expect(recipe).toMatch(/^HTTP\/1\.1 200 /);
  expect(recipe).toContain('"type":"end"');
  expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
});

describe('the probes', () => {
  it('GET /livez answers 200 while the process runs', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/livez' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 ready, and 503 with the reason once shutting down', async () => {
    const readiness = new Readiness();
    const app = await buildTestApp({}, undefined, { readiness });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    readiness.startShuttingDown();
    const leaving = await app.inject({ method: 'GET', url: '/readyz' });
    expect(leaving.statusCode).toBe(503);
    expect(leaving.json()).toEqual({
      status: 'shutting-down',
      reason: 'The server is shutting down: it finishes the recipes in flight and takes no more',
    });
    // Only readiness changes: the process is alive and still serves.
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
