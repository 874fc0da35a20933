import type { IncomingMessage } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { createParser } from 'eventsource-parser';
import { answerBounds, streamCutOff, type ModelResponseBounds } from './bounded-fetch.ts';

/**
 * What becomes of each event's data: undefined to go on at once, or a promise, and the model's
 * answer is not read again until it settles (the visitor's connection is full).
 */
export type OnModelEvent = (data: string) => Promise<void> | undefined;

/**
 * Reads a model's event stream (an OpenAI-compatible chat completion, taken from the model's
 * client library by `boundedFetch`) straight from its response: each event's data goes to
 * `onEvent` as it comes, parsed by eventsource-parser. Settles at `[DONE]` or at the end of the
 * answer; fails with a `RecipeFailure` once the answer passes a bound or is cut off, or with what
 * `onEvent` threw, and the connection is closed.
 */
export function readModelEventStream(
  incoming: IncomingMessage,
  bounds: ModelResponseBounds,
  onEvent: OnModelEvent,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = answerBounds(bounds);
    const decoder = new StringDecoder('utf8');
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      incoming.destroy();
      reject(error);
    };
    const done = () => {
      if (settled) return;
      settled = true;
      // What follows `[DONE]` is read and dropped, so the connection can be kept alive.
      incoming.resume();
      resolve();
    };
    // One promise per full connection: every event sent while it is full gets the same one.
    let room: Promise<void> | undefined;
    const parser = createParser({
      onEvent({ data }) {
        if (settled) return;
        if (data === '[DONE]') return done();
        const wait = onEvent(data);
        if (wait && wait !== room) {
          room = wait;
          incoming.pause();
          wait.then(
            () => {
              room = undefined;
              if (!settled) incoming.resume();
            },
            (error: unknown) => fail(error),
          );
        }
      },
    });
    const feed = (text: string) => {
      try {
        parser.feed(text);
      } catch (error) {
        fail(error);
      }
    };
    incoming.on('data', (chunk: Buffer) => {
      if (settled) return;
      const failure = check(chunk);
      if (failure) return fail(failure);
      feed(decoder.write(chunk));
    });
    // An event the answer leaves unfinished at its end is dropped, as the event-stream standard
    // (and the library) would.
    incoming.on('end', done);
    incoming.on('error', () => fail(streamCutOff()));
    incoming.on('close', () => {
      if (!incoming.complete) fail(streamCutOff());
    });
  });
}
