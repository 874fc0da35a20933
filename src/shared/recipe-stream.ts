import type { ApiError, RecipeSource } from './recipe-api.ts';
import { isRecipeChecks, type RecipeChecks } from './recipe-checks.ts';

/**
 * The events of the recipe stream (`text/event-stream`, one JSON event per `data:` line).
 * `start` comes first; `end` or `error` comes last. `thinking` says the model is reasoning before
 * it writes (its thoughts never leave the server). When the model fails after thinking but before
 * any text and the cookbook takes over, a second `start` names the cookbook. A recipe written to
 * its end gets `checks` just before `end`; one cut off or stopped does not.
 */
export type RecipeStreamEvent =
  | { type: 'start'; source: RecipeSource; fallback: boolean }
  | { type: 'thinking' }
  | { type: 'text-delta'; text: string }
  | ({ type: 'checks' } & RecipeChecks)
  | { type: 'error'; error: ApiError }
  | { type: 'end' };

/** The headers of the stream: never cached, never buffered by a proxy (nginx reads the last). */
export const recipeStreamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** Encodes one event as a server-sent event. JSON never contains a raw newline, so one line is enough. */
export function encodeRecipeEvent(event: RecipeStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** The stream held something that is not one of our events. */
export class RecipeStreamFormatError extends Error {
  override name = 'RecipeStreamFormatError';
}

/**
 * Parses the stream's bytes, cut anywhere, into checked events. Only what our own server writes
 * is understood: `data:` lines, one event per block.
 */
export class RecipeEventParserStream extends TransformStream<Uint8Array, RecipeStreamEvent> {
  constructor() {
    const decoder = new TextDecoder();
    let buffer = '';
    super({
      transform(chunk, controller) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) controller.enqueue(parseRecipeEvent(line.slice(6)));
          }
        }
      },
    });
  }
}

/**
 * The checked events of a response body, as they arrive. A reader loop rather than
 * `for await` over the stream, which not every browser supports.
 */
export async function* readRecipeEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<RecipeStreamEvent> {
  const reader = body.pipeThrough(new RecipeEventParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function parseRecipeEvent(data: string): RecipeStreamEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new RecipeStreamFormatError('An event of the recipe stream is not JSON');
  }
  if (isRecipeStreamEvent(value)) return value;
  throw new RecipeStreamFormatError('The recipe stream sent an event of an unknown shape');
}

function isRecipeStreamEvent(value: unknown): value is RecipeStreamEvent {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'start':
      return (
        (value.source === 'model' || value.source === 'cookbook') &&
        typeof value.fallback === 'boolean'
      );
    case 'thinking':
      return true;
    case 'text-delta':
      return typeof value.text === 'string';
    case 'checks':
      return isRecipeChecks(value);
    case 'error':
      return isApiError(value.error);
    case 'end':
      return true;
    default:
      return false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.retryAfterSeconds === undefined || typeof value.retryAfterSeconds === 'number') &&
    (value.retryable === undefined || typeof value.retryable === 'boolean') &&
    (value.cookbookAvailable === undefined || typeof value.cookbookAvailable === 'boolean') &&
    (value.ingredients === undefined ||
      (Array.isArray(value.ingredients) &&
        value.ingredients.every((ingredient) => typeof ingredient === 'string')))
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
