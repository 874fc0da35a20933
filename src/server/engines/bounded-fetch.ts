import { RecipeFailure } from '../recipes/recipe-failure.ts';

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

/**
 * `fetch` for the model's client library, bounding what a model server may send: past a bound the
 * response fails with a `RecipeFailure` and its connection closes. The library joins a line's
 * pieces before parsing it, which costs time and memory that grow with the square of the line.
 */
export function boundedFetch(bounds: ModelResponseBounds): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let bodyBytes = 0;
    let lineBytes = 0;
    const bounded = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bodyBytes += chunk.byteLength;
          if (bodyBytes > bounds.maxBodyBytes) {
            throw new RecipeFailure(
              'recipe-too-long',
              `The model sent more than ${bounds.maxBodyBytes} bytes`,
            );
          }
          for (let start = 0; start < chunk.byteLength;) {
            const end = chunk.indexOf(newline, start);
            lineBytes += (end === -1 ? chunk.byteLength : end) - start;
            if (lineBytes > bounds.maxLineBytes) {
              throw new RecipeFailure(
                'stream-broken',
                `The model sent a line longer than ${bounds.maxLineBytes} bytes`,
              );
            }
            if (end === -1) break;
            lineBytes = 0;
            start = end + 1;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(bounded, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
