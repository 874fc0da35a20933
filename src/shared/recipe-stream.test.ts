import { describe, expect, it } from 'vitest';
import {
  encodeRecipeEvent,
  readRecipeEvents,
  RecipeStreamFormatError,
  type RecipeStreamEvent,
} from './recipe-stream.ts';

const events: RecipeStreamEvent[] = [
  { type: 'start', source: 'model', fallback: false },
  { type: 'thinking' },
  { type: 'text-delta', text: '## Soup\n\nA bowl of 🍅 soup: "hot".' },
  {
    type: 'checks',
    ingredientListFound: true,
    lines: [{ text: '100 g feta', offset: 20, status: 'to-buy', optional: false }],
    allergens: [{ allergen: 'milk', name: 'milk', ingredients: ['feta'] }],
    conflicts: [{ need: 'vegan', ingredient: 'feta', reason: 'contains milk' }],
    foodSafety: [
      {
        id: 'eggs',
        text: 'Egg dishes: cook until set.',
        source: { name: 'USDA', url: 'https://x' },
      },
    ],
  },
  { type: 'error', error: { code: 'chef-busy', message: 'Busy.', retryAfterSeconds: 30 } },
  {
    type: 'error',
    error: {
      code: 'model-unavailable',
      message: 'Not set up.',
      retryable: false,
      cookbookAvailable: true,
    },
  },
  { type: 'end' },
];

/** A body that arrives in the given pieces of bytes. */
function bodyOf(...pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
}

async function read(body: ReadableStream<Uint8Array>): Promise<RecipeStreamEvent[]> {
  const read: RecipeStreamEvent[] = [];
  for await (const event of readRecipeEvents(body)) read.push(event);
  return read;
}

describe('the recipe stream', () => {
  it('reads back every event it encodes', async () => {
    const bytes = new TextEncoder().encode(events.map(encodeRecipeEvent).join(''));
    expect(await read(bodyOf(bytes))).toEqual(events);
  });

  it('reads events cut at every byte, inside multi-byte characters too', async () => {
    const bytes = new TextEncoder().encode(events.map(encodeRecipeEvent).join(''));
    const pieces = [...bytes].map((byte) => Uint8Array.of(byte));
    expect(await read(bodyOf(...pieces))).toEqual(events);
  });

  it('ignores an event cut off before its end', async () => {
    const text = encodeRecipeEvent({ type: 'text-delta', text: 'whole' }) + 'data: {"type":"te';
    expect(await read(bodyOf(new TextEncoder().encode(text)))).toEqual([
      { type: 'text-delta', text: 'whole' },
    ]);
  });

  it.each([
    ['not JSON', 'data: {oops\n\n'],
    ['an unknown type', 'data: {"type":"surprise"}\n\n'],
    ['text that is not a string', 'data: {"type":"text-delta","text":{"a":1}}\n\n'],
    ['an unknown source', 'data: {"type":"start","source":"oracle","fallback":false}\n\n'],
    ['an error without a message', 'data: {"type":"error","error":{"code":"x"}}\n\n'],
    [
      'an error whose retryable is not a boolean',
      'data: {"type":"error","error":{"code":"x","message":"m","retryable":"no"}}\n\n',
    ],
    [
      'an error whose cookbookAvailable is not a boolean',
      'data: {"type":"error","error":{"code":"x","message":"m","cookbookAvailable":1}}\n\n',
    ],
    [
      'checks without their lines',
      'data: {"type":"checks","ingredientListFound":true,"allergens":[],"conflicts":[],"foodSafety":[]}\n\n',
    ],
    [
      'a line of an unknown status',
      'data: {"type":"checks","ingredientListFound":true,"lines":[{"text":"x","offset":0,"status":"maybe","optional":false}],"allergens":[],"conflicts":[],"foodSafety":[]}\n\n',
    ],
    [
      'a conflict with an unknown need',
      'data: {"type":"checks","ingredientListFound":true,"lines":[],"allergens":[],"conflicts":[{"need":"keto","ingredient":"x","reason":"y"}],"foodSafety":[]}\n\n',
    ],
  ])('refuses %s', async (_what, text) => {
    await expect(read(bodyOf(new TextEncoder().encode(text)))).rejects.toBeInstanceOf(
      RecipeStreamFormatError,
    );
  });
});
