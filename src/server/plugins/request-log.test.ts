import { describe, expect, it } from 'vitest';
import { LogCapture } from '../../../tests/support/log-capture.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';

describe('the request log', () => {
  it('writes one JSON line per request, without headers', async () => {
    const logs = new LogCapture();
    const app = await buildTestApp({}, logs);
    const before = logs.lines.length;
    await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: 'Bearer hf_visitorSentThisCanary', cookie: 'session=canary' },
    });

    const requestLines = logs.lines
      .slice(before)
      .filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/healthz', statusCode: 200 });
    expect(logs.text).not.toMatch(/canary/i);
  });

  it('hides the credential and cookies of a request or an error, were one ever logged', async () => {
    const logs = new LogCapture();
    const app = await buildTestApp({}, logs);
    const headers = { authorization: 'Bearer hf_loggedCanary', cookie: 'session=canary' };
    app.log.info({ req: { headers } }, 'a request logged whole');
    app.log.error({ err: Object.assign(new Error('upstream'), { headers }) }, 'an error');
    app.log.error(
      { err: Object.assign(new Error('upstream'), { request: { headers } }) },
      'an error with its request',
    );

    expect(logs.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['a request logged whole', 'an error', 'an error with its request']),
    );
    expect(logs.text).not.toMatch(/hf_loggedCanary|session=canary/);
  });

  it.each([
    ['a 404', 'GET', '/api/missing', undefined, 404],
    ['a refused recipe', 'POST', '/api/recipe', { ingredients: [] }, 400],
    ['a recipe', 'POST', '/api/recipe', { ingredients: ['eggs', 'spinach'] }, 200],
  ] as const)(
    'writes the line for %s, with its status',
    async (_name, method, url, payload, status) => {
      const logs = new LogCapture();
      const app = await buildTestApp({}, logs);
      await app.inject({ method, url, ...(payload ? { payload } : {}) });
      const requestLines = logs.lines.filter((line) => line.msg === 'request completed');
      expect(requestLines).toEqual([expect.objectContaining({ method, url, statusCode: status })]);
    },
  );

  it('keeps a request with a 16 KB URL to a line under 1 KB', async () => {
    const logs = new LogCapture();
    const app = await buildTestApp({}, logs);
    const response = await app.inject({ method: 'GET', url: `/api/x?q=${'a'.repeat(16 * 1024)}` });
    expect(response.statusCode).toBe(404);
    expect(response.body.length).toBeLessThan(1024);
    await app.inject({ method: 'GET', url: `/${'a'.repeat(16 * 1024)}` });
    const lines = logs.text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThan(1024);
  });
});
