import type { Readable, Writable } from 'node:stream';

/**
 * Drops a client that stopped reading: when the response has taken nothing for `timeoutMs`
 * (the events pile up and the stream is paused), the connection is destroyed, which ends the
 * recipe and lets go of its slot.
 */
export function dropStalledClient(events: Readable, response: Writable, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const stopWatching = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  events.on('pause', () => {
    timer ??= setTimeout(() => response.destroy(), timeoutMs).unref();
  });
  response.on('drain', stopWatching);
  response.once('close', stopWatching);
}
