// @vitest-environment node
import type { IncomingMessage, RequestListener, Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestHttpServers } from '../../../tests/support/test-http-servers.ts';
import { RecipeFailure } from './recipe-failure.ts';
import { boundedFetch } from './bounded-fetch.ts';

const bounds = { maxLineBytes: 64, maxBodyBytes: 256 };
const serveOnPort = useTestHttpServers();
/** The test's server, for the tests that watch its connections. */
let server: Server | undefined;

async function serve(answer: RequestListener) {
  const started = await serveOnPort(answer);
  server = started.server;
  return started.url;
}

async function bodyOf(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

describe('the model client’s fetch', () => {
  it('sends the method, the headers and the body with its length', async () => {
    let seen: { method?: string; headers?: IncomingMessage['headers']; body?: string } = {};
    const url = await serve(async (request, response) => {
      seen = { method: request.method, headers: request.headers, body: await bodyOf(request) };
      response.end();
    });
    await boundedFetch(bounds)(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer key', 'Content-Type': 'application/json' },
      body: '{"stream":true}',
    });
    expect(seen.method).toBe('POST');
    expect(seen.body).toBe('{"stream":true}');
    expect(seen.headers).toMatchObject({
      authorization: 'Bearer key',
      'content-type': 'application/json',
      'content-length': '15',
    });
    expect(seen.headers?.['transfer-encoding']).toBeUndefined();
  });

  it('answers with the status, the headers and the body as they came', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(429, 'Slow Down', { 'content-type': 'application/json', 'x-kind': 'a' });
      response.end('{"error":"busy"}');
    });
    const response = await boundedFetch(bounds)(url, { method: 'POST', body: '{}' });
    expect(response.status).toBe(429);
    expect(response.ok).toBe(false);
    expect(response.statusText).toBe('Slow Down');
    expect(response.headers.get('x-kind')).toBe('a');
    expect(await response.json()).toEqual({ error: 'busy' });
  });

  it('keeps one connection for calls one after another', async () => {
    const url = await serve((_request, response) => response.end('data: [DONE]\n\n'));
    const connections: unknown[] = [];
    server?.on('connection', (socket) => connections.push(socket));
    const fetch = boundedFetch(bounds);
    for (let call = 0; call < 3; call++) await (await fetch(url, { method: 'POST' })).text();
    expect(connections).toHaveLength(1);
  });

  it('keeps every connection of many calls at once for the next ones', async () => {
    const url = await serve((_request, response) => response.end('data: [DONE]\n\n'));
    const connections: unknown[] = [];
    server?.on('connection', (socket) => connections.push(socket));
    const fetch = boundedFetch(bounds);
    // More at once than the 256 idle connections Node's agent keeps by default.
    const manyAtOnce = () =>
      Promise.all(
        Array.from({ length: 300 }, async () => (await fetch(url, { method: 'POST' })).text()),
      );
    await manyAtOnce();
    await manyAtOnce();
    expect(connections).toHaveLength(300);
  });

  it('fails a line longer than its bound and closes the connection', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${'a'.repeat(100)}`);
    });
    const closed = new Promise((resolve) =>
      server?.on('connection', (socket) => socket.on('close', resolve)),
    );
    const response = await boundedFetch(bounds)(url, { method: 'POST' });
    await expect(response.text()).rejects.toMatchObject({ kind: 'stream-broken' });
    await closed;
  });

  it('fails a body longer than its bound, made of short lines', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let line = 0; line < 20; line++) response.write('data: {"a":1}\n\n');
      response.end();
    });
    const response = await boundedFetch(bounds)(url, { method: 'POST' });
    await expect(response.text()).rejects.toMatchObject({ kind: 'recipe-too-long' });
  });

  it('fails a body cut off before its end', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"a":1}\n\n', () => response.destroy());
    });
    const response = await boundedFetch(bounds)(url, { method: 'POST' });
    const failure = await response.text().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RecipeFailure);
    expect(failure).toMatchObject({ kind: 'stream-broken' });
  });

  it('says the model server cannot be reached when nothing listens', async () => {
    const failure = await boundedFetch(bounds)('http://127.0.0.1:9/v1', { method: 'POST' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RecipeFailure);
    expect(failure).toMatchObject({ kind: 'model-unavailable' });
  });

  it('closes the connection when the call is aborted midway', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: {"a":1}\n\n');
    });
    const closed = new Promise((resolve) =>
      server?.on('connection', (socket) => socket.on('close', resolve)),
    );
    const controller = new AbortController();
    const response = await boundedFetch(bounds)(url, {
      method: 'POST',
      signal: controller.signal,
    });
    controller.abort();
    await expect(response.text()).rejects.toBeDefined();
    await closed;
  });

  it('asks again on a new connection when the server closes a kept-alive one as it is reused', async () => {
    const answered: number[] = [];
    const url = await serve((request, response) => {
      // The second request on a connection finds it closed, as after the server's idle timeout.
      const socket = request.socket as typeof request.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) return socket.destroy();
      answered.push(socket.remotePort ?? 0);
      response.end('data: [DONE]\n\n');
    });
    const fetch = boundedFetch(bounds);
    await (await fetch(url, { method: 'POST' })).text();
    const again = await fetch(url, { method: 'POST' });
    expect(await again.text()).toBe('data: [DONE]\n\n');
    expect(answered).toHaveLength(2);
    expect(answered[1]).not.toBe(answered[0]);
  });
});
