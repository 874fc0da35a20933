import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A stand-in for an OpenAI/TGI-compatible chat-completions server on 127.0.0.1: real HTTP and
 * real server-sent events, so the real client library and server run against it. Shared by the
 * tests and the benchmarks.
 */
export interface FakeModelServerScript {
  /** Answer with this status and a JSON error instead of a stream. */
  status?: number;
  /** The texts streamed, one chunk each. */
  chunks?: readonly string[];
  firstChunkDelayMs?: number;
  chunkDelayMs?: number;
  /** Destroy the connection after this many chunks. */
  breakAfter?: number;
  /** After this many chunks, wait for `release()` before sending the rest. */
  holdAfter?: number;
  /** Accept the request and never answer. */
  hang?: boolean;
  /** End the stream without a finish reason or `[DONE]`. */
  endAbruptly?: boolean;
  /** Answer with this status, these headers and this raw body instead, written as it comes. */
  raw?: {
    status?: number;
    headers?: Record<string, string>;
    body: () => Iterable<string> | AsyncIterable<string>;
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Wall-clock times (ms since the epoch, sub-millisecond), comparable with a browser's. */
  receivedAt: number;
  firstChunkAt?: number;
  lastChunkAt?: number;
}

export interface FakeModelServer {
  url: string;
  requests: RecordedRequest[];
  /** How many responses the client dropped before they were complete. */
  readonly droppedCount: number;
  /** Resolves when the next response is dropped by the client. */
  nextDrop(): Promise<void>;
  setScript(script: FakeModelServerScript): void;
  release(): void;
  close(): Promise<void>;
}

export const defaultRecipeChunks = [
  '## Tomato ',
  'Basil Pasta\n\n',
  '### Ingredients\n\n- 200 g pasta\n- 3 tomatoes\n\n',
  '### Steps\n\n1. Boil the pasta.\n2. Toss with the tomatoes.\n',
];

const wallClock = () => performance.timeOrigin + performance.now();

export async function startFakeModelServer(
  initial: FakeModelServerScript = {},
): Promise<FakeModelServer> {
  let script = initial;
  let droppedCount = 0;
  let dropWaiters: (() => void)[] = [];
  let releaseWaiters: (() => void)[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Recorded as text.
    }
    const record: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body,
      receivedAt: wallClock(),
    };
    requests.push(record);

    response.on('close', () => {
      if (response.writableFinished) return;
      droppedCount += 1;
      for (const resolve of dropWaiters) resolve();
      dropWaiters = [];
    });
    await answer(
      response,
      script,
      record,
      () => new Promise<void>((resolve) => releaseWaiters.push(resolve)),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get droppedCount() {
      return droppedCount;
    },
    nextDrop: () => new Promise<void>((resolve) => dropWaiters.push(resolve)),
    setScript(next) {
      script = next;
    },
    release() {
      for (const resolve of releaseWaiters) resolve();
      releaseWaiters = [];
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function answer(
  response: ServerResponse,
  script: FakeModelServerScript,
  record: RecordedRequest,
  held: () => Promise<void>,
) {
  if (script.hang) return;
  if (script.raw) {
    await answerRaw(response, script.raw);
    return;
  }
  if (script.status && script.status !== 200) {
    response.writeHead(script.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: `Fake upstream error ${script.status}` }));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  const chunks = script.chunks ?? defaultRecipeChunks;
  if (script.firstChunkDelayMs) await delay(script.firstChunkDelayMs);
  for (const [index, text] of chunks.entries()) {
    if (response.destroyed) return;
    if (index === script.breakAfter) {
      response.destroy();
      return;
    }
    if (index === script.holdAfter) await held();
    if (index > 0 && script.chunkDelayMs) await delay(script.chunkDelayMs);
    // Waiting for each write to reach the socket keeps a later `destroy()` from discarding it.
    await new Promise((resolve) => response.write(sseChunk({ content: text }, null), resolve));
    record.firstChunkAt ??= wallClock();
    record.lastChunkAt = wallClock();
  }
  if (script.endAbruptly) {
    response.end();
    return;
  }
  response.write(sseChunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

async function answerRaw(
  response: ServerResponse,
  {
    status = 200,
    headers = { 'content-type': 'text/event-stream' },
    body,
  }: NonNullable<FakeModelServerScript['raw']>,
) {
  response.writeHead(status, headers);
  for await (const text of body()) {
    if (response.destroyed) return;
    if (!response.write(text))
      await Promise.race([once(response, 'drain'), once(response, 'close')]);
  }
  response.end();
}

/** One event of an OpenAI-style chat-completion stream carrying this delta. */
export function sseChunk(delta: Record<string, unknown>, finishReason: string | null): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { role: 'assistant', ...delta }, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}
