import { once } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { encodeRecipeEvent, type RecipeStreamEvent } from '../../shared/recipe-stream.ts';
import { recipeBody } from './recipe-body.ts';

const text: RecipeStreamEvent = { type: 'text-delta', text: '## Lentil Stew\n' };
const last: RecipeStreamEvent[] = [
  { type: 'thinking' },
  { type: 'text-delta', text: 'Serve hot.\n' },
  { type: 'end' },
];

/** A response that records each write it is handed: one event, or several written together. */
function recordingResponse(options: { holdWrites?: boolean; highWaterMark?: number } = {}) {
  const writes: string[][] = [];
  const held: (() => void)[] = [];
  const settle = (done: () => void) => (options.holdWrites ? held.push(done) : done());
  const response = new Writable({
    highWaterMark: options.highWaterMark ?? 16_384,
    write(chunk: Buffer, _encoding, done) {
      writes.push([chunk.toString()]);
      settle(done);
    },
    writev(chunks, done) {
      writes.push(chunks.map(({ chunk }) => (chunk as Buffer).toString()));
      settle(done);
    },
  });
  return {
    response,
    writes,
    /** The client reads again: every write handed over so far, and each one after it, goes through. */
    readAgain() {
      options.holdWrites = false;
      for (const done of held.splice(0)) done();
    },
  };
}

describe('recipeBody', () => {
  it('writes the last events together, with the end of the body', async () => {
    const { response, writes } = recordingResponse();
    const body = recipeBody(() => {}, response);
    body.stream.pipe(response);
    body.send(text);
    await new Promise((resolve) => setImmediate(resolve));
    body.finish(...last);
    await once(response, 'finish');
    expect(writes).toEqual([[encodeRecipeEvent(text)], last.map(encodeRecipeEvent)]);
  });

  it('still ends when the visitor’s connection is full as the recipe finishes', async () => {
    const { response, writes, readAgain } = recordingResponse({
      holdWrites: true,
      highWaterMark: 16,
    });
    let ended = 0;
    const body = recipeBody(() => (ended += 1), response);
    body.stream.pipe(response);
    // The first write is never done until the client reads; the rest wait behind it.
    while (body.send(text) === undefined);
    body.finish(...last);
    expect(ended).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    readAgain();
    await once(response, 'finish');
    expect(writes.flat().slice(-last.length)).toEqual(last.map(encodeRecipeEvent));
  });
});
