import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeModelServer,
  type FakeModelServer,
} from '../../../tests/support/fake-model-server.ts';
import { askForRecipe as ask, eventsOf } from '../../../tests/support/recipe-requests.ts';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

// A made-up token, assembled here so that no token-shaped string sits in the repository.
const canary = ['hf', 'CANARYcanary', 'CANARYcanary0123456789'].join('_');
const pantry = [' basil ', 'tomatoes', 'pasta', 'garlic'];

let upstream: FakeModelServer;
let app: FastifyInstance;
let logs: LogCapture;

beforeEach(async () => {
  upstream = await startFakeModelServer();
  logs = new LogCapture();
});
afterEach(async () => {
  await upstream.close();
});

async function startApp(environment: Record<string, string> = {}) {
  app = await buildTestApp(
    { HF_TOKEN: canary, HF_ENDPOINT_URL: upstream.url, ...environment },
    logs,
  );
  return app;
}

const askForRecipe = (ingredients = pantry) => ask(app, { ingredients });

describe('recipes from the Hugging Face model', () => {
  it('reads the model’s stream to its end and keeps its connection for the next recipe', async () => {
    await startApp();
    for (let recipe = 1; recipe <= 2; recipe++) {
      const events = await eventsOf(await askForRecipe());
      expect(events.at(-1)).toEqual({ type: 'end' });
      // The model's answer read to its end, not dropped.
      await vi.waitFor(() => expect(upstream.completedCount).toBe(recipe));
    }
    expect(new Set(upstream.requests.map((request) => request.clientPort)).size).toBe(1);
    expect(upstream.droppedCount).toBe(0);
  });

  it('sends the spec’s request to <HF_ENDPOINT_URL>/v1/chat/completions', async () => {
    await startApp();
    await askForRecipe();
    expect(upstream.requests).toHaveLength(1);
    const [request] = upstream.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${canary}`);
    expect(request?.body).toMatchObject({
      model: 'mistralai/Mixtral-8x7B-Instruct-v0.1',
      max_tokens: 1024,
      stream: true,
    });
    const { messages } = request?.body as { messages: { role: string; content: string }[] };
    expect(messages).toHaveLength(2);
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/markdown/);
    expect(messages[0]?.content).toMatch(/do not need to use every ingredient/);
    expect(messages[1]).toEqual({
      role: 'user',
      content:
        "I have  basil , tomatoes, pasta, garlic. Please give me a recipe you'd recommend I make!",
    });
  });

  it('sends RECIPE_API_KEY, any key, as the bearer key to the endpoint', async () => {
    const openAiStyleKey = ['sk', 'canary', 'Key0123456789'].join('-');
    app = await buildTestApp({ RECIPE_API_KEY: openAiStyleKey, HF_ENDPOINT_URL: upstream.url });
    expect((await askForRecipe()).statusCode).toBe(200);
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${openAiStyleKey}`);
  });

  it('asks the model to meet the visitor’s dietary needs, in one more sentence', async () => {
    await startApp();
    await ask(app, { ingredients: pantry, dietaryNeeds: ['vegetarian', 'nut-free'] });
    const { messages } = upstream.requests[0]?.body as { messages: { content: string }[] };
    expect(messages[1]?.content).toBe(
      "I have  basil , tomatoes, pasta, garlic. Please give me a recipe you'd recommend I make! Please keep it vegetarian and nut-free.",
    );
  });

  it('uses RECIPE_MODEL when set', async () => {
    await startApp({ RECIPE_MODEL: 'acme/chef-7b' });
    await askForRecipe();
    expect(upstream.requests[0]?.body).toMatchObject({ model: 'acme/chef-7b' });
  });

  it('asks for a different recipe, after the spec’s message, on another attempt', async () => {
    await startApp();
    await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: pantry, attempt: 1 },
    });
    const { messages } = upstream.requests[0]?.body as { messages: { content: string }[] };
    expect(messages).toHaveLength(2);
    expect(messages[1]?.content).toMatch(
      /^I have {2}basil , tomatoes, pasta, garlic\. Please give me a recipe you'd recommend I make!\n\n.*different recipe/,
    );
  });

  it('relays the model’s text as a stream that starts with the model as its source', async () => {
    await startApp();
    const response = await askForRecipe();
    expect(response.statusCode).toBe(200);
    const events = await eventsOf(response);
    expect(events[0]).toEqual({ type: 'start', source: 'model', fallback: false });
    expect(
      events.filter((event) => event.type === 'text-delta').map((event) => event.text),
    ).toEqual([
      '## Tomato ',
      'Basil Pasta\n\n',
      '### Ingredients\n\n- 200 g pasta\n- 3 tomatoes\n\n',
      '### Steps\n\n1. Boil the pasta.\n2. Toss with the tomatoes.\n',
    ]);
    expect(events.at(-1)).toEqual({ type: 'end' });
  });

  describe('answers a JSON error when the model fails before any text', () => {
    const cases: [string, number, number, string][] = [
      ['401', 401, 502, 'chef-misconfigured'],
      ['403', 403, 502, 'chef-misconfigured'],
      ['429', 429, 503, 'chef-busy'],
      ['500', 500, 502, 'chef-unavailable'],
      ['503 (tried once, not forever)', 503, 502, 'chef-unavailable'],
    ];
    it.each(cases)('upstream %s', async (_name, upstreamStatus, status, code) => {
      upstream.setScript({ status: upstreamStatus });
      await startApp();
      const response = await askForRecipe();
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(upstream.requests).toHaveLength(1);
      // And the server is healthy for the next request.
      upstream.setScript({});
      expect((await askForRecipe()).statusCode).toBe(200);
    });

    it('says Retry-After when the model is busy', async () => {
      upstream.setScript({ status: 429 });
      await startApp();
      const response = await askForRecipe();
      expect(response.headers['retry-after']).toBe('30');
    });

    it('tells the operator, not the visitor, that the credential was refused', async () => {
      upstream.setScript({ status: 401 });
      await startApp();
      const response = await askForRecipe();
      expect(response.json().error.message).not.toMatch(/token|credential|HF_/i);
      expect(logs.text).toMatch(/check RECIPE_API_KEY \(or HF_TOKEN\)/);
    });

    it('no connection at all', async () => {
      await startApp({ HF_ENDPOINT_URL: 'http://127.0.0.1:9' });
      const response = await askForRecipe();
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('chef-unavailable');
    });

    it('no first text within the first-token timeout', async () => {
      upstream.setScript({ hang: true });
      await startApp({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: '200' });
      const dropped = upstream.nextDrop();
      const response = await askForRecipe();
      expect(response.statusCode).toBe(504);
      expect(response.json().error.code).toBe('chef-timeout');
      await dropped;
    });

    it('no first text in time with RECIPE_FALLBACK=cookbook: the cookbook answers and the model is let go', async () => {
      upstream.setScript({ hang: true });
      await startApp({ RECIPE_FIRST_TOKEN_TIMEOUT_MS: '200', RECIPE_FALLBACK: 'cookbook' });
      const dropped = upstream.nextDrop();
      const response = await askForRecipe();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('"source":"cookbook","fallback":true');
      await dropped;
    });
  });

  describe('ends the stream with an error event when the model fails after some text', () => {
    it('keeps the text sent before a connection cut halfway', async () => {
      upstream.setScript({ breakAfter: 2 });
      await startApp();
      const events = await eventsOf(await askForRecipe());
      expect(events.filter((event) => event.type === 'text-delta')).toHaveLength(2);
      expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'stream-broken' } });
    });

    it('a stream that ends without a finish reason', async () => {
      upstream.setScript({ endAbruptly: true });
      await startApp();
      const events = await eventsOf(await askForRecipe());
      expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'stream-broken' } });
    });

    it('the whole recipe not written within the total timeout', async () => {
      upstream.setScript({ holdAfter: 1 });
      await startApp({ RECIPE_TOTAL_TIMEOUT_MS: '300' });
      const dropped = upstream.nextDrop();
      const events = await eventsOf(await askForRecipe());
      expect(events.filter((event) => event.type === 'text-delta')).toHaveLength(1);
      expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'chef-timeout' } });
      await dropped;
    });
  });

  it('aborts the model’s request when the visitor leaves mid-recipe', async () => {
    upstream.setScript({ holdAfter: 1 });
    await startApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const visitor = request(`${address}/api/recipe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    visitor.end(JSON.stringify({ ingredients: pantry }));
    const [response] = (await once(visitor, 'response')) as [IncomingMessage];
    await once(response, 'data');

    const dropped = upstream.nextDrop();
    visitor.destroy();
    await dropped;
    expect(upstream.droppedCount).toBe(1);
  });

  it('falls back to the cookbook when RECIPE_FALLBACK=cookbook and the model is down', async () => {
    upstream.setScript({ status: 500 });
    await startApp({ RECIPE_FALLBACK: 'cookbook' });
    const response = await askForRecipe();
    expect(response.statusCode).toBe(200);
    const events = await eventsOf(response);
    expect(events[0]).toEqual({ type: 'start', source: 'cookbook', fallback: true });
    expect(events.at(-1)).toEqual({ type: 'end' });
  });

  it('never lets the token reach a response or the log', async () => {
    await startApp({ LOG_LEVEL: 'trace' });
    const bodies: string[] = [];
    for (const script of [{}, { status: 401 }, { status: 500 }, { breakAfter: 1 }]) {
      upstream.setScript(script);
      const response = await askForRecipe();
      bodies.push(response.body, JSON.stringify(response.headers));
    }
    bodies.push((await app.inject({ method: 'GET', url: '/' })).body);
    expect(bodies.join('\n')).not.toContain(canary);
    expect(logs.text.length).toBeGreaterThan(0);
    expect(logs.text).not.toContain(canary);
  });
});
