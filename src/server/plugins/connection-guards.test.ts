import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

let app: FastifyInstance;
let port: number;
let logs: LogCapture;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  app.server.closeAllConnections();
});

async function startApp(environment: Record<string, string> = {}) {
  logs = new LogCapture();
  app = await buildTestApp(
    { HTTP_REQUEST_TIMEOUT_MS: '400', HTTP_HEADERS_TIMEOUT_MS: '300', ...environment },
    logs,
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
}

/** A raw connection that sends `text` and collects whatever comes back until it closes. */
async function openConnection(text: string) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  socket.write(text);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = once(socket, 'close').then(() => received);
  return { socket, closed, received: () => received };
}

const halfBody = [
  'POST /api/recipe HTTP/1.1',
  'host: localhost',
  'content-type: application/json',
  'content-length: 2000',
  '',
  '{"ingredients":["eg',
].join('\r\n');

// Each waits out the server's own request or header timeout, checked every few hundred ms.
describe('connections cannot be held hostage', { timeout: 30_000 }, () => {
  it('closes a request whose body stops halfway, with a 408 in our error shape', async () => {
    await startApp();
    const { closed } = await openConnection(halfBody);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request-timeout', message: 'The request took too long to arrive.' },
    });
    expect(logs.text).toMatch(/"statusCode":408.*request refused by HTTP/);
  });

  it('closes a chunked body that never ends', async () => {
    await startApp();
    const { closed } = await openConnection(
      [
        'POST /api/recipe HTTP/1.1',
        'host: localhost',
        'content-type: application/json',
        'transfer-encoding: chunked',
        '',
        '5\r\n{"ing\r\n',
      ].join('\r\n'),
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a client that never finishes its headers', async () => {
    await startApp();
    const { closed } = await openConnection('GET /healthz HTTP/1.1\r\nhost: local');
    await closed;
  });

  it('answers bad HTTP in our error shape', async () => {
    await startApp();
    const { closed } = await openConnection('NONSENSE\r\n\r\n');
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"code":"bad-request"');
  });

  it('closes the connection after an answer sent before the body was read', async () => {
    await startApp({ RECIPE_COOKBOOK_RATE_LIMIT: '1' });
    const valid = JSON.stringify({ ingredients: ['eggs', 'rice', 'peas', 'leek'] });
    const first = await fetch(`http://127.0.0.1:${port}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: valid,
    });
    await first.text();
    // Refused by the rate limit at once, while the body is still on its way.
    const { closed } = await openConnection(halfBody);
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 429/);
    expect(answer).toMatch(/connection: close/i);
  });

  it('keeps the connection open after answering a request without a body', async () => {
    await startApp();
    const request = 'GET /healthz HTTP/1.1\r\nhost: localhost\r\n\r\n';
    const { socket, received } = await openConnection(request.repeat(2));
    await vi.waitFor(() => expect(received().match(/HTTP\/1\.1 200/g)).toHaveLength(2));
    expect(received()).not.toMatch(/connection: close/i);
    expect(socket.destroyed).toBe(false);
  });

  it('closes a body still being sent at once on shutdown', async () => {
    await startApp({ HTTP_REQUEST_TIMEOUT_MS: '60000', HTTP_HEADERS_TIMEOUT_MS: '60000' });
    const requestArrived = once(app.server, 'request');
    const { socket, closed } = await openConnection(halfBody);
    // The server has the request and waits for the rest of its body.
    await requestArrived;
    const closing = app.close();
    await closed;
    expect(socket.destroyed).toBe(true);
    await closing;
  });
});

/** A connection from `localAddress` that the server has taken: it answered a request down it. */
async function openTakenConnection(localAddress: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  socket.on('error', () => undefined);
  const answered = new Promise<string>((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    socket.once('close', () => resolve('closed unanswered'));
  });
  socket.write('GET /healthz HTTP/1.1\r\nhost: localhost\r\n\r\n');
  expect(await answered).toMatch(/^HTTP\/1\.1 200/);
  return socket;
}

describe('connections from one address', { timeout: 30_000 }, () => {
  it('past HTTP_MAX_CONNECTIONS_PER_CLIENT, closes a new one from that address, and not from another', async () => {
    await startApp({ HTTP_MAX_CONNECTIONS_PER_CLIENT: '3' });
    const taken = [];
    for (let connection = 0; connection < 3; connection += 1) {
      taken.push(await openTakenConnection('127.0.0.1'));
    }
    const fourth = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.1' });
    sockets.push(fourth);
    fourth.on('error', () => undefined);
    await once(fourth, 'close');

    await openTakenConnection('127.0.0.2');
    // One closed, another may open.
    taken[0]!.destroy();
    await vi.waitFor(() => openTakenConnection('127.0.0.1'));
  });

  it('does not cap connections behind a trusted proxy, where they all come from the proxy', async () => {
    await startApp({ HTTP_MAX_CONNECTIONS_PER_CLIENT: '1', TRUST_PROXY: '127.0.0.1' });
    await openTakenConnection('127.0.0.1');
    await openTakenConnection('127.0.0.1');
  });
});
