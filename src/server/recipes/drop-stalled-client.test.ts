import { once } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dropStalledClient } from './drop-stalled-client.ts';

function* endless() {
  for (;;) yield 'data: {"type":"text-delta","text":"more"}\n\n';
}

/** A response whose client reads `readable` chunks, then stops reading. */
function responseReading(readable: number) {
  let read = 0;
  return new Writable({
    highWaterMark: 64,
    write(_chunk, _encoding, done) {
      read += 1;
      if (read <= readable) done();
    },
  });
}

describe('dropStalledClient', () => {
  it('destroys the response of a client that stopped reading', async () => {
    const response = responseReading(3);
    const events = Readable.from(endless());
    dropStalledClient(events, response, 50);
    events.pipe(response);
    await once(response, 'close');
    expect(response.writableFinished).toBe(false);
  });

  it(
    'leaves alone a slow client that keeps reading, however long the recipe takes',
    {
      timeout: 30_000,
    },
    async () => {
      // Reads in bursts with 200 ms pauses: each pause is far shorter than the timeout (a busy
      // machine may stretch one), all of them together longer.
      const response = new Writable({
        highWaterMark: 64,
        write(_chunk, _encoding, done) {
          setTimeout(done, 200);
        },
      });
      const events = Readable.from(Array.from({ length: 6 }, () => 'x'.repeat(100)));
      dropStalledClient(events, response, 1000);
      events.pipe(response);
      await once(response, 'close');
      expect(response.writableFinished).toBe(true);
    },
  );
});
