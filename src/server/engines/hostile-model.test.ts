import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sseChunk,
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe, eventsOf, textOf } from '../../../tests/support/recipe-requests.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { maxRecipeTextLength } from '../recipes/start-recipe.ts';

// A made-up token, assembled here so that no token-shaped string sits in the repository.
const canary = ['hf', 'HOSTILEhostile', 'HOSTILE0123456789'].join('_');
const pantry = { ingredients: ['eggs', 'rice', 'peas', 'leek'] };

let model: FakeModelServer;
let app: FastifyInstance;
let logs: LogCapture;

beforeEach(async () => {
  model = await startFakeModelServer();
  logs = new LogCapture();
  app = await buildTestApp({ HF_TOKEN: canary, HF_ENDPOINT_URL: model.url }, logs);
});
afterEach(async () => {
  await model.close();
});

function* repeat(text: string, times = Infinity) {
  for (let index = 0; index < times; index += 1) yield text;
}

describe('a model server that misbehaves', () => {
  it('has a 50 MB answer cut off once the recipe passes its length, and the call closed', async () => {
    const piece = 'Stir the pot. '.repeat(64);
    const pieces = Math.ceil((50 * 1024 * 1024) / piece.length);
    model.setScript({ raw: { body: () => repeat(sseChunk({ content: piece }, null), pieces) } });
    const dropped = model.nextDrop();
    const events = await eventsOf(await askForRecipe(app, pantry));
    expect(textOf(events).length).toBeLessThanOrEqual(maxRecipeTextLength);
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'recipe-too-long' } });
    await dropped;
  });

  it('refuses an endless single line before buffering it, and closes the call', async () => {
    model.setScript({
      raw: {
        *body() {
          yield 'data: {"choices":[{"delta":{"content":"';
          yield* repeat('a'.repeat(8192));
        },
      },
    });
    const dropped = model.nextDrop();
    const response = await askForRecipe(app, pantry);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('stream-broken');
    await dropped;
  });

  it('ignores content that is not text', async () => {
    model.setScript({
      raw: {
        body: () => [
          sseChunk({ content: { a: 1 } }, null),
          sseChunk({ content: '## Rice\n' }, null),
          sseChunk({ content: ['list'] }, null),
          sseChunk({ content: 42 }, null),
          sseChunk({}, 'stop'),
          'data: [DONE]\n\n',
        ],
      },
    });
    const response = await askForRecipe(app, pantry);
    const events = await eventsOf(response);
    expect(textOf(events)).toBe('## Rice\n');
    expect(events.at(-1)).toEqual({ type: 'end' });
    expect(response.body).not.toContain('"a":1');
  });

  it('ends the recipe as a broken stream at an error event inside it, after the text before it', async () => {
    model.setScript({
      raw: {
        body: () => [
          sseChunk({ content: '## Rice\n' }, null),
          `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`,
          sseChunk({ content: 'never relayed' }, null),
        ],
      },
    });
    const events = await eventsOf(await askForRecipe(app, pantry));
    expect(textOf(events)).toBe('## Rice\n');
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'stream-broken' } });
  });

  it('fails an answer of 200 that is no event stream as a broken stream', async () => {
    model.setScript({
      raw: {
        headers: { 'content-type': 'application/json' },
        body: () => [JSON.stringify({ choices: [{ message: { content: '## Rice' } }] })],
      },
    });
    const response = await askForRecipe(app, pantry);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('stream-broken');
  });

  describe('never lets the token into the log, not even six characters of it', () => {
    const windows = Array.from({ length: canary.length - 5 }, (_, start) =>
      canary.slice(start, start + 6),
    );
    const expectNoWindowInLog = () => {
      const leaked = windows.filter((window) => logs.text.includes(window));
      expect(leaked).toEqual([]);
    };

    it.each([
      [
        'in headers and a JSON error body',
        {
          status: 500,
          headers: { 'content-type': 'application/json', 'x-echo': canary },
          body: () => [JSON.stringify({ error: { message: `bad token ${canary}` } })],
        },
      ],
      [
        'in a plain-text error body',
        { status: 400, headers: { 'content-type': 'text/plain' }, body: () => [canary] },
      ],
      ['in a bare line that is not JSON', { body: () => [`data: ${canary}\n\n`] }],
      [
        'in an error event inside the stream',
        {
          body: () => [
            sseChunk({ content: 'Some text. ' }, null),
            `data: ${JSON.stringify({ error: `token ${canary} refused` })}\n\n`,
          ],
        },
      ],
      [
        'in the model’s text',
        {
          body: () => [
            sseChunk({ content: `Your token is ${canary}.` }, null),
            sseChunk({}, 'stop'),
            'data: [DONE]\n\n',
          ],
        },
      ],
    ])('%s', async (_where, raw) => {
      model.setScript({ raw });
      await askForRecipe(app, pantry);
      expectNoWindowInLog();
    });
  });
});
