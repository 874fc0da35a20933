import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { askForRecipe, eventsOf } from '../../../tests/support/recipe-requests.ts';
import { buildTestApp } from '../../../tests/support/test-app.ts';
import { pageScriptHashes } from './page-script-hashes.ts';

let app: FastifyInstance;

describe('security headers', () => {
  it.each([
    ['the page', 'GET', '/'],
    ['the health check', 'GET', '/healthz'],
    ['an API error', 'POST', '/api/recipe'],
    ['a 404', 'GET', '/missing'],
  ] as const)('are on %s', async (_name, method, url) => {
    app = await buildTestApp();
    const response = await app.inject({ method, url });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['default-src']).toBe("'self'");
    expect(directives['script-src']).toBe(["'self'", ...pageScriptHashes].join(' '));
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['permissions-policy']).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    );
  });

  it.each([
    ['the limits', 'GET', '/api/limits'],
    ['the health check', 'GET', '/healthz'],
    ['an API error', 'POST', '/api/recipe'],
    ['a 404', 'GET', '/missing'],
  ] as const)('forbid caching %s', async (_name, method, url) => {
    app = await buildTestApp();
    const response = await app.inject({ method, url });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on a streamed recipe, whose body still arrives whole', async () => {
    app = await buildTestApp();
    const response = await askForRecipe(app, { ingredients: ['eggs', 'spinach'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    const events = await eventsOf(response);
    expect(events.at(-1)?.type).toBe('end');
  });

  it('are on a refused request, with no caching', async () => {
    app = await buildTestApp();
    const response = await askForRecipe(app, { ingredients: [] });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leave the page cacheable', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
