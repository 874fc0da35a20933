import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../tests/support/recipe-requests.ts';
import { buildTestApp } from '../../tests/support/test-app.ts';

let app: FastifyInstance;

const pantry = ['eggs', 'spinach', 'feta', 'onion'];

describe('the server', () => {
  it('answers /healthz with 200 JSON', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the built page at /', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker for revalidation on every visit, so a new version is found', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as a manifest, under a policy that lets the page read it', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/' });
    // No manifest-src: default-src 'self' covers a manifest of our own.
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('manifest-src');
  });

  it('answers an unknown path with a 404 JSON error', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not-found' } });
  });

  it('streams a recipe as server-sent events: start, text, end', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: pantry },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-cache');
    const events = await eventsOf(response);
    expect(events[0]).toEqual({ type: 'start', source: 'cookbook', fallback: false });
    expect(events.at(-1)).toEqual({ type: 'end' });
    const text = events
      .flatMap((event) => (event.type === 'text-delta' ? [event.text] : []))
      .join('');
    expect(text).toMatch(/^## /m);
  });

  it('accepts an ingredient with spaces around it', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: [' basil ', 'eggs', 'eggs', 'rice'] },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts tabs, accents, scripts written right to left, emoji and joined emoji', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: {
        ingredients: ['eggs\tlarge', 'crème fraîche', 'زعتر', '🧑\u200d🍳 spice', 'rice'],
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the largest valid request, even in four-byte characters', async () => {
    app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      payload: { ingredients: Array(50).fill('🥚'.repeat(100)) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the largest valid request with every character escaped, as json.dumps writes it', async () => {
    app = await buildTestApp();
    const json = JSON.stringify({
      ingredients: Array(50).fill('🥚'.repeat(100)),
      dietaryNeeds: ['vegetarian', 'gluten-free', 'nut-free'],
    });
    const escaped = json.replace(
      /[^"{}[\],:]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipe',
      headers: { 'content-type': 'application/json' },
      payload: escaped,
    });
    expect(response.statusCode).toBe(200);
  });

  it('takes its request limits from the configuration and tells the page at /api/limits', async () => {
    app = await buildTestApp({ RECIPE_MAX_INGREDIENTS: '4', RECIPE_MAX_INGREDIENT_LENGTH: '10' });
    const limits = await app.inject({ method: 'GET', url: '/api/limits' });
    expect(limits.json()).toEqual({ maxIngredients: 4, maxIngredientLength: 10 });
    const post = (ingredients: string[]) =>
      app.inject({ method: 'POST', url: '/api/recipe', payload: { ingredients } });
    expect((await post(['a', 'b', 'c', 'd'])).statusCode).toBe(200);
    expect((await post(['a', 'b', 'c', 'd', 'e'])).json().error.message).toMatch(/4/);
    expect((await post(['a', 'b', 'c', 'x'.repeat(11)])).json().error.message).toMatch(/10/);
  });

  describe('refuses a bad recipe request with a 4xx JSON error naming the problem', () => {
    const cases: [string, unknown, number, RegExp][] = [
      ['no ingredients field', {}, 400, /ingredients/],
      ['ingredients not an array', { ingredients: 'eggs' }, 400, /ingredients/],
      ['an empty list', { ingredients: [] }, 400, /ingredients/],
      ['a number among the ingredients', { ingredients: ['eggs', 42] }, 400, /ingredients\.1/],
      ['a nested array', { ingredients: [['eggs']] }, 400, /ingredients\.0/],
      ['an empty ingredient', { ingredients: ['eggs', ''] }, 400, /ingredients\.1/],
      ['a whitespace-only ingredient', { ingredients: ['eggs', ' \t '] }, 400, /visible/],
      [
        'a zero-width-only ingredient',
        { ingredients: ['eggs', '\u200b\u200d\ufeff'] },
        400,
        /visible/,
      ],
      [
        'an ingredient of blanks that are letters, marks alone, selectors and tags',
        { ingredients: ['eggs', '\u3164\u2800\u0301\ufe0f\u{e0061}'] },
        400,
        /visible/,
      ],
      ['a NUL in an ingredient', { ingredients: ['eggs', 'ric\u0000e'] }, 400, /control/],
      [
        'a newline in an ingredient',
        { ingredients: ['eggs\nrice'] },
        400,
        /ingredients\.0 .*control/,
      ],
      ['a C1 control character', { ingredients: ['eggs\u0085'] }, 400, /control/],
      ['a right-to-left override', { ingredients: ['\u202Eggge'] }, 400, /text-direction/],
      ['a directional isolate', { ingredients: ['eggs\u2066x\u2069'] }, 400, /text-direction/],
      ['too many ingredients', { ingredients: Array(51).fill('egg') }, 400, /50/],
      ['a too long ingredient', { ingredients: ['e'.repeat(101)] }, 400, /100/],
      ['an unknown field', { ingredients: ['eggs'], model: 'gpt' }, 400, /model/],
      ['a negative attempt', { ingredients: ['eggs'], attempt: -1 }, 400, /attempt/],
      ['a string attempt', { ingredients: ['eggs'], attempt: '1' }, 400, /attempt/],
    ];
    it.each(cases)('%s', async (_name, payload, status, message) => {
      app = await buildTestApp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        payload: payload as object,
      });
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(body.error.code).toBe('bad-request');
      expect(body.error.message).toMatch(message);
    });

    it('invalid JSON', async () => {
      app = await buildTestApp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': 'application/json' },
        payload: '{"ingredients": [',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad-request');
    });

    it('a body larger than any valid request', async () => {
      app = await buildTestApp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ingredients: ['x'.repeat(64 * 1024)] }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('body-too-large');
    });

    it('a form-encoded body', async () => {
      app = await buildTestApp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'ingredients=eggs',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('unsupported-media-type');
    });

    it('a __proto__ key', async () => {
      app = await buildTestApp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { 'content-type': 'application/json' },
        payload: '{"ingredients":["eggs"],"__proto__":{"polluted":true}}',
      });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});
