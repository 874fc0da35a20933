import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1 (`POST /v1/chat/completions`,
 * `GET /v1/models`): real HTTP and real server-sent events, so the real client library and server
 * run against it. Shared by the tests and the benchmarks.
 */
export interface FakeModelServerScript {
  /** Answer with this status and a JSON error instead of a stream. */
  status?: number;
  /** The JSON body of that error; `{"error":"Fake upstream error <status>"}` unless given. */
  errorBody?: unknown;
  /** The chunks streamed: a string is `delta.content`; an object is the whole delta. */
  chunks?: readonly (string | FakeDelta)[];
  /** The last chunk's `finish_reason`; `stop` unless given. */
  finishReason?: string;
  firstChunkDelayMs?: number;
  chunkDelayMs?: number;
  /**
   * Send chunk n at n × `chunkDelayMs` after the first, catching up when timers fire late, so a
   * fast pace (2 ms) is kept on average; otherwise each chunk waits `chunkDelayMs` after the last.
   */
  keepPace?: boolean;
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

/** What a reasoning model may put in a chunk's delta. */
export type FakeDelta = {
  content?: string;
  reasoning_content?: string;
  reasoning?: string;
};

/** How `GET /v1/models` answers. */
export interface FakeModelList {
  /** The ids listed; by default the spec's model and two others. */
  models?: readonly string[];
  /** Answer with this status and no list instead. */
  status?: number;
  /** Accept the request and never answer. */
  hang?: boolean;
}

export const defaultServedModels = [
  'mistralai/Mixtral-8x7B-Instruct-v0.1',
  'meta-llama/Llama-3.1-8B-Instruct',
  'Qwen/Qwen2.5-7B-Instruct',
];

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The client's end of the connection: the same for requests on one kept-alive connection. */
  clientPort: number;
  /** Wall-clock times (ms since the epoch, sub-millisecond), comparable with a browser's. */
  receivedAt: number;
  firstChunkAt?: number;
  lastChunkAt?: number;
}

export interface FakeModelServer {
  url: string;
  /** The chat-completion requests. */
  requests: RecordedRequest[];
  /** The `GET /v1/models` requests. */
  modelListRequests: RecordedRequest[];
  /** How many responses the client dropped before they were complete. */
  readonly droppedCount: number;
  /** How many responses went out whole. */
  readonly completedCount: number;
  /** Resolves when the next response is dropped by the client. */
  nextDrop(): Promise<void>;
  setScript(script: FakeModelServerScript): void;
  setModelList(list: FakeModelList): void;
  /** Resolves when the next response reaches `holdAfter` and waits there. */
  nextHold(): Promise<void>;
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
  initialModelList: FakeModelList = {},
): Promise<FakeModelServer> {
  let script = initial;
  let modelList = initialModelList;
  const modelListRequests: RecordedRequest[] = [];
  let droppedCount = 0;
  let completedCount = 0;
  let dropWaiters: (() => void)[] = [];
  let releaseWaiters: (() => void)[] = [];
  let holdWaiters: (() => void)[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer(async (request, response) => {
    let raw = '';
    try {
      for await (const chunk of request) raw += chunk;
    } catch {
      // The client went away while sending its request: there is no one to answer.
      response.destroy();
      return;
    }
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
      clientPort: request.socket.remotePort ?? 0,
      receivedAt: wallClock(),
    };
    if (record.method === 'GET' && record.path === '/v1/models') {
      modelListRequests.push(record);
      answerModelList(response, modelList);
      return;
    }
    requests.push(record);

    response.on('close', () => {
      if (response.writableFinished) {
        completedCount += 1;
        return;
      }
      droppedCount += 1;
      for (const resolve of dropWaiters) resolve();
      dropWaiters = [];
    });
    await answer(response, script, record, () => {
      for (const resolve of holdWaiters) resolve();
      holdWaiters = [];
      return new Promise<void>((resolve) => releaseWaiters.push(resolve));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    modelListRequests,
    get droppedCount() {
      return droppedCount;
    },
    get completedCount() {
      return completedCount;
    },
    nextDrop: () => new Promise<void>((resolve) => dropWaiters.push(resolve)),
    setScript(next) {
      script = next;
    },
    setModelList(next) {
      modelList = next;
    },
    nextHold: () => new Promise<void>((resolve) => holdWaiters.push(resolve)),
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
    response.end(
      JSON.stringify(script.errorBody ?? { error: `Fake upstream error ${script.status}` }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
  const chunks = script.chunks ?? defaultRecipeChunks;
  if (script.firstChunkDelayMs) await delay(script.firstChunkDelayMs);
  const firstAt = performance.now();
  for (const [index, chunk] of chunks.entries()) {
    if (response.destroyed) return;
    if (index === script.breakAfter) {
      response.destroy();
      return;
    }
    if (index === script.holdAfter) await held();
    if (index > 0 && script.chunkDelayMs) {
      const wait = script.keepPace
        ? firstAt + index * script.chunkDelayMs - performance.now()
        : script.chunkDelayMs;
      if (wait > 0) await delay(wait);
    }
    // Waiting for each write to reach the socket keeps a later `destroy()` from discarding it.
    const delta = typeof chunk === 'string' ? { content: chunk } : chunk;
    await new Promise((resolve) => response.write(sseChunk(delta, null), resolve));
    record.firstChunkAt ??= wallClock();
    record.lastChunkAt = wallClock();
  }
  if (script.endAbruptly) {
    response.end();
    return;
  }
  response.write(sseChunk({}, script.finishReason ?? 'stop'));
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
    if (!response.write(text)) await roomOrClose(response);
  }
  response.end();
}

function answerModelList(response: ServerResponse, list: FakeModelList) {
  if (list.hang) return;
  if (list.status && list.status !== 200) {
    response.writeHead(list.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: `Fake model list error ${list.status}` }));
    return;
  }
  const data = (list.models ?? defaultServedModels).map((id) => ({
    id,
    object: 'model',
    created: 0,
    owned_by: 'fake',
  }));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ object: 'list', data }));
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

/** Until the response can take more, or has closed; no listener is left behind either way. */
function roomOrClose(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}
