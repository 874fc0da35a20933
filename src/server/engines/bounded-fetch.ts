import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { RecipeFailure } from './recipe-failure.ts';

export interface ModelResponseBounds {
  /** The most one line of the event stream may hold, in bytes. */
  maxLineBytes: number;
  /** The most the whole response may hold, in bytes. */
  maxBodyBytes: number;
}

/**
 * Far past what an answer of 1,024 tokens can take, thoughts included (each token arrives in an
 * event of a few hundred bytes), and far short of what hurts the server.
 */
export const modelResponseBounds: ModelResponseBounds = {
  maxLineBytes: 64 * 1024,
  maxBodyBytes: 4 * 1024 * 1024,
};

const newline = 0x0a;
// Statuses whose response may not carry a body (the Fetch standard's null body statuses).
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * Takes a model's successful event stream from the fetch, to read its events itself
 * (`readModelEventStream`); the library is then answered with the status and headers alone.
 */
export type TakeEventStream = (incoming: IncomingMessage) => void;

/** `fetch`, and for one call a taker of its successful event stream. */
export type BoundedFetch = (
  input: string | URL | { url: string },
  init?: RequestInit,
  takeEventStream?: TakeEventStream,
) => Promise<ModelAnswer>;

/**
 * `fetch` for the model's client library, built on `node:http` and bounding what a model server
 * may send: past a bound the response fails with a `RecipeFailure` and its connection closes. The
 * library joins a line's pieces before parsing it, which costs time and memory that grow with the
 * square of the line.
 *
 * Not the global `fetch`: undici's fetch and the web streams around it cost the server about a
 * third of its time per relayed chunk (see bench/prose/server-overhead.md), and its classes about
 * 12 MiB once loaded. A call given `takeEventStream` hands a successful event stream over, unread
 * (decision 016); any other answer is read whole, within the bounds (`ModelAnswer`). It sends the
 * library's method, headers and body; it follows no redirects and asks for no compression, which
 * a model server does not need.
 */
export function boundedFetch(bounds: ModelResponseBounds): BoundedFetch {
  // A kept-alive connection idle this long is closed before the server may close it (unless
  // the server's Keep-Alive header says sooner), as undici does: reusing one the server has just
  // closed fails the call. Until then every one is kept, as undici does too: Node's agent keeps
  // 256, so more recipes at once than that would open new connections (TLS handshakes with the
  // router) for the next ones, all together.
  const agentOptions = { keepAlive: true, timeout: 4000, maxFreeSockets: Infinity };
  const agents = { 'http:': new HttpAgent(agentOptions), 'https:': new HttpsAgent(agentOptions) };
  return (input, init = {}, takeEventStream) => {
    // Not `instanceof Request`: the first use of the web's fetch classes loads them all.
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(new TypeError(`Cannot fetch ${url.protocol} URLs`));
    }
    const body = requestBody(init.body);
    const headers = plainHeaders(init.headers);
    if (body !== undefined) headers['content-length'] = String(body.byteLength);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const options = {
      method: init.method ?? 'GET',
      headers,
      agent: agents[url.protocol],
      ...(init.signal ? { signal: init.signal } : {}),
    };
    const attempt = (retried: boolean) =>
      new Promise<ModelAnswer>((resolve, reject) => {
        const outgoing = send(url, options, (incoming) =>
          resolve(new ModelAnswer(incoming, bounds, takeEventStream)),
        );
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          if (init.signal?.aborted) return reject(error);
          // The server closed a kept-alive connection as we reused it: it read nothing of ours.
          if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET') {
            return resolve(attempt(true));
          }
          reject(
            new RecipeFailure('model-unavailable', 'Could not connect to the model server', {
              cause: error,
            }),
          );
        });
        outgoing.end(body);
      });
    return attempt(false);
  };
}

/** The request's headers as a plain object, named in lower case. */
function plainHeaders(headers: RequestInit['headers']): Record<string, string> {
  const plain: Record<string, string> = {};
  if (!headers) return plain;
  const entries = Array.isArray(headers)
    ? headers
    : typeof headers.forEach === 'function'
      ? [...(headers as Headers).entries()]
      : Object.entries(headers);
  for (const [name, value] of entries)
    if (name && value !== undefined) plain[name.toLowerCase()] = value;
  return plain;
}

function requestBody(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  throw new TypeError('The model request’s body must be text or bytes');
}

/**
 * Checks each piece of a model's answer against the bounds, in order: why the answer fails at
 * this piece, or undefined.
 */
export function answerBounds(bounds: ModelResponseBounds) {
  let bodyBytes = 0;
  let lineBytes = 0;
  return (chunk: Buffer): RecipeFailure | undefined => {
    bodyBytes += chunk.byteLength;
    if (bodyBytes > bounds.maxBodyBytes) {
      return new RecipeFailure(
        'recipe-too-long',
        `The model sent more than ${bounds.maxBodyBytes} bytes`,
      );
    }
    for (let start = 0; start < chunk.byteLength;) {
      const end = chunk.indexOf(newline, start);
      lineBytes += (end === -1 ? chunk.byteLength : end) - start;
      if (lineBytes > bounds.maxLineBytes) {
        return new RecipeFailure(
          'stream-broken',
          `The model sent a line longer than ${bounds.maxLineBytes} bytes`,
        );
      }
      if (end === -1) break;
      lineBytes = 0;
      start = end + 1;
    }
    return undefined;
  };
}

/** A model's answer as a stream that closes before its end: aborted by us, or cut off. */
export const streamCutOff = () =>
  new RecipeFailure('stream-broken', 'The model stream was cut off');

/**
 * A model server's answer as the model's library and the model check read it: its status, its
 * headers, and its body read whole, within the bounds, by `text()` or `json()`. Not the web's
 * `Response`: the first one made loads Node's whole fetch implementation, about 12 MiB held for
 * the life of the process, which nothing else here needs. `body` is null: a successful event
 * stream goes to `takeEventStream` when there is one, unread, and the library reads no other
 * body as a stream. The body is read as it comes, so an answer nobody reads still frees its
 * connection.
 */
export class ModelAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  readonly body = null;
  readonly #whole: Promise<string>;

  constructor(
    incoming: IncomingMessage,
    bounds: ModelResponseBounds,
    takeEventStream: TakeEventStream | undefined,
  ) {
    this.status = incoming.statusCode ?? 0;
    this.statusText = incoming.statusMessage ?? '';
    this.ok = this.status >= 200 && this.status < 300;
    const { headers } = incoming;
    this.headers = {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    };
    const isEventStream = this.headers.get('content-type')?.startsWith('text/event-stream');
    if (takeEventStream && this.ok && isEventStream) {
      takeEventStream(incoming);
      this.#whole = Promise.resolve('');
    } else if (nullBodyStatuses.has(this.status)) {
      incoming.resume();
      this.#whole = Promise.resolve('');
    } else {
      this.#whole = readWhole(incoming, bounds);
      // Read or not, a failure of the body is the reader's to see.
      this.#whole.catch(() => {});
    }
  }

  text(): Promise<string> {
    return this.#whole;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.#whole) as unknown;
  }
}

/** The whole body of an answer as text, failing once it passes a bound or is cut off. */
function readWhole(incoming: IncomingMessage, bounds: ModelResponseBounds): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = answerBounds(bounds);
    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (failure: RecipeFailure) => {
      if (settled) return;
      settled = true;
      incoming.destroy();
      reject(failure);
    };
    incoming.on('data', (chunk: Buffer) => {
      if (settled) return;
      const failure = check(chunk);
      if (failure) return fail(failure);
      chunks.push(chunk);
    });
    incoming.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    incoming.on('error', () => fail(streamCutOff()));
    incoming.on('close', () => {
      if (!incoming.complete) fail(streamCutOff());
    });
  });
}
