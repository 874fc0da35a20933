import { Readable, type Writable } from 'node:stream';
import { encodeRecipeEvent, type RecipeStreamEvent } from '../../shared/recipe-stream.ts';

/**
 * The response body: the recipe's events, encoded as they are sent, then the last ones. `send`
 * asks the writer to wait only while the visitor's connection is full: events are pushed by the
 * writer's one loop, not pulled through a generator by `Readable.from`, which would hold one more
 * promise per stream between chunks. Destroyed (the visitor left, or the recipe failed before it
 * started), it ends the recipe.
 */
export function recipeBody(end: () => void, response: Writable) {
  // One promise, shared by every event sent while the visitor's connection is full.
  let room: Promise<void> | undefined;
  let resolveRoom = () => {};
  const wake = () => {
    resolveRoom();
    room = undefined;
  };
  const stream = new Readable({
    objectMode: true,
    read: wake,
    destroy(error, callback) {
      end();
      wake();
      callback(error);
    },
  });
  const send = (event: RecipeStreamEvent): Promise<void> | undefined => {
    if (stream.destroyed || stream.push(encodeRecipeEvent(event))) return undefined;
    room ??= new Promise<void>((resolve) => (resolveRoom = resolve));
    return room;
  };
  return {
    stream,
    send,
    /**
     * Sends the last events, ends the body, and ends the recipe. The last events and the body's
     * end leave in one write: the response is corked until Node's `end()`, which uncorks it, a few
     * ticks later; if the visitor's connection is full, the end waits for room, so it is uncorked
     * after this turn whatever happens.
     */
    finish(...last: RecipeStreamEvent[]) {
      end();
      if (stream.destroyed) return;
      response.cork();
      for (const event of last) stream.push(encodeRecipeEvent(event));
      stream.push(null);
      setImmediate(() => {
        if (!response.writableEnded) response.uncork();
      });
    },
  };
}
