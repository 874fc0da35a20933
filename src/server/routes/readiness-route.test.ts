import { once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

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
