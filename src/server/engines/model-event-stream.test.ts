// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { useTestHttpServers } from '../../../tests/support/test-http-servers.ts';
import { boundedFetch } from './bounded-fetch.ts';
import { readModelEventStream, type OnModelEvent } from './model-event-stream.ts';

const bounds = { maxLineBytes: 64, maxBodyBytes: 256 };
const serve = useTestHttpServers();

/** A model server answering with `answer`, and a fetch whose successful event streams are taken. */
async function modelAnswering(answer: (response: ServerResponse) => void) {
  const { url } = await serve((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    answer(response);
  });
  let taken: IncomingMessage | undefined;
  const response = await boundedFetch(bounds)(url, { method: 'POST' }, (incoming) => {
    taken = incoming;
  });
  if (!taken) throw new Error('The event stream was not handed over');
  return { response, incoming: taken };
}

const collect = () => {
  const events: string[] = [];
  const onEvent: OnModelEvent = (data) => {
    events.push(data);
    return undefined;
  };
  return { events, onEvent };
};

describe('a model’s event stream, read as it comes', () => {
  it('is handed over by the fetch, which answers the library with no body', async () => {
    const { response, incoming } = await modelAnswering((answer) => answer.end('data: 1\n\n'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.body).toBeNull();
    const { events, onEvent } = collect();
    await readModelEventStream(incoming, bounds, onEvent);
    expect(events).toEqual(['1']);
  });

  it('passes each event’s data in order, whole however the bytes were cut', async () => {
    const bytes = Buffer.from('data: {"a":"é"}\n\ndata: {"b":2}\r\n\r\n: a comment\n\ndata: 3\n\n');
    const { incoming } = await modelAnswering((answer) => {
      // Cut inside the 'é' and inside a line ending.
      const cuts = [13, 20, 30, bytes.length];
      let from = 0;
      const next = () => {
        const to = cuts.shift();
        if (to === undefined) return answer.end();
        answer.write(bytes.subarray(from, to), next);
        from = to;
      };
      next();
    });
    const { events, onEvent } = collect();
    await readModelEventStream(incoming, bounds, onEvent);
    expect(events).toEqual(['{"a":"é"}', '{"b":2}', '3']);
  });

  it('ends at [DONE], passing on nothing after it, and drops an event left unfinished', async () => {
    const done = await modelAnswering((answer) =>
      answer.end('data: 1\n\ndata: [DONE]\n\ndata: 2\n\n'),
    );
    const afterDone = collect();
    await readModelEventStream(done.incoming, bounds, afterDone.onEvent);
    expect(afterDone.events).toEqual(['1']);
    const unfinished = await modelAnswering((answer) => answer.end('data: 1\n\ndata: 2'));
    const leftOpen = collect();
    await readModelEventStream(unfinished.incoming, bounds, leftOpen.onEvent);
    expect(leftOpen.events).toEqual(['1']);
  });

  it('reads nothing more while the promise it was given is pending', async () => {
    let sendMore = () => {};
    const { incoming } = await modelAnswering((answer) => {
      answer.write('data: 1\n\n');
      sendMore = () => answer.end('data: 2\n\n');
    });
    let letGo = () => {};
    const full = new Promise<void>((resolve) => (letGo = resolve));
    const events: string[] = [];
    const reading = readModelEventStream(incoming, bounds, (data) => {
      events.push(data);
      return data === '1' ? full : undefined;
    });
    await vi.waitFor(() => expect(events).toEqual(['1']));
    expect(incoming.isPaused()).toBe(true);
    sendMore();
    letGo();
    await reading;
    expect(events).toEqual(['1', '2']);
  });

  it('fails a line longer than its bound, or an answer cut off, and closes the connection', async () => {
    const long = await modelAnswering((answer) => answer.write(`data: ${'a'.repeat(100)}`));
    await expect(
      readModelEventStream(long.incoming, bounds, collect().onEvent),
    ).rejects.toMatchObject({ kind: 'stream-broken' });
    expect(long.incoming.destroyed).toBe(true);
    const cut = await modelAnswering((answer) =>
      answer.write('data: 1\n\n', () => answer.destroy()),
    );
    await expect(
      readModelEventStream(cut.incoming, bounds, collect().onEvent),
    ).rejects.toMatchObject({ kind: 'stream-broken', message: 'The model stream was cut off' });
  });

  it('fails with what the reader of an event threw, and closes the connection', async () => {
    const { incoming } = await modelAnswering((answer) => answer.write('data: not json\n\n'));
    const reading = readModelEventStream(incoming, bounds, (data) => JSON.parse(data) as undefined);
    await expect(reading).rejects.toBeInstanceOf(SyntaxError);
    expect(incoming.destroyed).toBe(true);
  });
});

describe('the fetch keeps for the library', () => {
  it('an answer that failed, or is no event stream, with its body', async () => {
    const { url } = await serve((request, response) => {
      if (request.url === '/busy') {
        response.writeHead(429, { 'content-type': 'text/event-stream' });
        response.end('data: {"error":"busy"}\n\n');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"a":1}');
      }
    });
    const take = vi.fn();
    const busy = await boundedFetch(bounds)(`${url}/busy`, { method: 'POST' }, take);
    expect(await busy.text()).toBe('data: {"error":"busy"}\n\n');
    const json = await boundedFetch(bounds)(`${url}/json`, { method: 'POST' }, take);
    expect(await json.json()).toEqual({ a: 1 });
    expect(take).not.toHaveBeenCalled();
  });
});
