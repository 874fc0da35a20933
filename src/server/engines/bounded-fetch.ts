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
// How many of the model's chunks wait unread before its socket is paused.
const queuedChunks = 16;

/**
 * Takes a model's successful event stream from the fetch, to read its events itself
 * (`readModelEventStream`); the library is then answered with the status and headers alone.
 */
export type TakeEventStream = (incoming: IncomingMessage) => void;

/** `fetch`, and for one call a taker of its successful event stream. */
export type BoundedFetch = (
  input: Parameters<typeof fetch>[0],
  init?: RequestInit,
  takeEventStream?: TakeEventStream,
) => Promise<Response>;

/**
 * `fetch` for the model's client library, built on `node:http` and bounding what a model server
 * may send: past a bound the response fails with a `RecipeFailure` and its connection closes. The
 * library joins a line's pieces before parsing it, which costs time and memory that grow with the
 * square of the line.
 *
 * Not the global `fetch`: undici's fetch and the web streams around it cost the server about a
 * third of its time per relayed chunk (see bench/prose/server-overhead.md). A call given
 * `takeEventStream` hands a successful event stream over, unread (decision 016); any other answer
 * passes one web stream, the body the library reads. It sends the library's method, headers and
 * body; it follows no redirects and asks for no compression, which a model server does not need.
 */
export function boundedFetch(bounds: ModelResponseBounds): BoundedFetch {
  // A kept-alive connection idle this long is closed before the server may close it (unless
  // the server's Keep-Alive header says sooner), as undici does: reusing one the server has just
  // closed fails the call.
  const agentOptions = { keepAlive: true, timeout: 4000 };
  const agents = { 'http:': new HttpAgent(agentOptions), 'https:': new HttpsAgent(agentOptions) };
  return (input, init = {}, takeEventStream) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(new TypeError(`Cannot fetch ${url.protocol} URLs`));
    }
    const body = requestBody(init.body);
    const headers = Object.fromEntries(new Headers(init.headers));
    if (body !== undefined) headers['content-length'] = String(body.byteLength);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const options = {
      method: init.method ?? 'GET',
      headers,
      agent: agents[url.protocol],
      ...(init.signal ? { signal: init.signal } : {}),
    };
    const attempt = (retried: boolean) =>
      new Promise<Response>((resolve, reject) => {
        const outgoing = send(url, options, (incoming) => {
          try {
            resolve(boundedResponse(incoming, bounds, takeEventStream));
          } catch (error) {
            incoming.destroy();
            reject(error);
          }
        });
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
 * The model's answer as a `Response`, failing once it passes a bound; a successful event stream
 * goes to `takeEventStream` when there is one, and the `Response` has no body.
 */
function boundedResponse(
  incoming: IncomingMessage,
  bounds: ModelResponseBounds,
  takeEventStream: TakeEventStream | undefined,
): Response {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    headers.append(String(raw[index]), String(raw[index + 1]));
  }
  const status = incoming.statusCode ?? 0;
  const init = { status, statusText: incoming.statusMessage ?? '', headers };
  const isEventStream = headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  if (takeEventStream && status >= 200 && status < 300 && isEventStream) {
    takeEventStream(incoming);
    return new Response(null, init);
  }
  if (nullBodyStatuses.has(status)) {
    incoming.resume();
    return new Response(null, init);
  }
  const check = answerBounds(bounds);
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let settled = false;
        const fail = (failure: RecipeFailure) => {
          if (settled) return;
          settled = true;
          controller.error(failure);
          incoming.destroy();
        };
        incoming.on('data', (chunk: Buffer) => {
          if (settled) return;
          const failure = check(chunk);
          if (failure) return fail(failure);
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 1) <= 0) incoming.pause();
        });
        incoming.on('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        incoming.on('error', () => fail(streamCutOff()));
        incoming.on('close', () => {
          if (!incoming.complete) fail(streamCutOff());
        });
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        incoming.destroy();
      },
    },
    new CountQueuingStrategy({ highWaterMark: queuedChunks }),
  );
  return new Response(body, init);
}
