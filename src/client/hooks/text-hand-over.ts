/**
 * Gathers a stream's text and hands it over at most once a frame; after a hand-over that took
 * long to show (the page renders the whole growing markdown each time), the next one waits as long
 * again, so the page stays responsive however fast the model writes. A model may send hundreds of
 * pieces a second, more than a screen shows (decision 006 has the measurements).
 */
export function textHandOver(handOver: (text: string) => void) {
  let text = '';
  let frame: number | undefined;
  let nextAt = 0;

  const flush = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
    if (text === '') return;
    const gathered = text;
    text = '';
    const handedOverAt = performance.now();
    handOver(gathered);
    // The next frame starts once this hand-over has been rendered and painted.
    requestAnimationFrame(() => {
      const now = performance.now();
      nextAt = now + (now - handedOverAt);
    });
  };

  const onFrame = () => {
    frame = undefined;
    if (performance.now() < nextAt) frame = requestAnimationFrame(onFrame);
    else flush();
  };

  return {
    /** One more piece, handed over in a coming frame. */
    add(piece: string) {
      text += piece;
      frame ??= requestAnimationFrame(onFrame);
    },
    /** Hands over at once what has been gathered. */
    flush,
    /** Drops what has not been handed over. */
    cancel() {
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      text = '';
    },
  };
}
