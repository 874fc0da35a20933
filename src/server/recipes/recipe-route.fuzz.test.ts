import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app.ts';

const controlText = fc.string({
  unit: fc.constantFrom('\u0000', '\u0007', '\n', '\r', '\u001b', '\u2028', '\ud800', ' ', 'a'),
});
const oddValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  controlText,
  fc.string({ minLength: 101, maxLength: 400 }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const badIngredients = fc.oneof(
  oddValue,
  fc.array(oddValue, { minLength: 1, maxLength: 8 }),
  fc.array(fc.constant('egg'), { minLength: 51, maxLength: 300 }),
  fc.constant([]),
  fc.array(fc.constantFrom('', ' ', '\t\n'), { minLength: 1, maxLength: 4 }),
  // Each refused for what it holds: a control or text-direction character, or nothing visible.
  fc
    .tuple(
      fc.constantFrom('\u0000', '\u0085', '\u202e', '\u2066', '\u200f', '\u061c', '\u001b'),
      fc.string({ maxLength: 10 }),
    )
    .map(([bad, text]) => ['eggs', `${text}${bad}${text}`]),
  fc
    .array(fc.constantFrom('\u200b', '\u200c', '\u200d', '\ufeff', '\u2060', ' '), {
      minLength: 1,
      maxLength: 6,
    })
    .map((units) => ['eggs', units.join('')]),
);
const badBody = fc.oneof(
  badIngredients.map((ingredients) => JSON.stringify({ ingredients })),
  fc
    .record({ extra: oddValue })
    .map((fields) => JSON.stringify({ ingredients: ['eggs'], ...fields })),
  fc.constantFrom(
    '{"ingredients":["eggs"],"__proto__":{"admin":true}}',
    '{"ingredients":["eggs"],"constructor":{"prototype":{"admin":true}}}',
    '{"ingredients":',
    '[]',
    'null',
    '"eggs"',
    '',
  ),
  fc.string().map((text) => `{"ingredients": [${text}`),
  fc
    .string({ minLength: 24 * 1024, maxLength: 32 * 1024 })
    .map((text) => JSON.stringify({ ingredients: [text] })),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);

describe('POST /api/recipe under 1,000 generated bad requests', () => {
  // A thousand requests: seconds on a busy machine.
  it(
    'never answers 5xx, and every error has the JSON error shape',
    { timeout: 30_000 },
    async () => {
      const app = await buildTestApp();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(badBody, contentType, async (payload, type) => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/recipe',
            payload,
            headers: type ? { 'content-type': type } : {},
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json();
            expect(Object.keys(body)).toEqual(['error']);
            expect(typeof body.error.code).toBe('string');
            expect(typeof body.error.message).toBe('string');
          }
        }),
        { numRuns: 1000, seed: 20261122 },
      );
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
      const refused = [...statuses]
        .filter(([status]) => status >= 400)
        .reduce((sum, [, count]) => sum + count, 0);
      expect(refused).toBeGreaterThan(900);

      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const valid = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        payload: { ingredients: ['eggs', 'rice'] },
      });
      expect(valid.statusCode).toBe(200);
    },
  );

  it('answers an unexpected exception with a 500 JSON error that hides internals, and keeps serving', async () => {
    const crashing = await buildTestApp();
    crashing.get('/crash', () => {
      throw new Error('internal detail: database password is hunter2');
    });
    const response = await crashing.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect((await crashing.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
