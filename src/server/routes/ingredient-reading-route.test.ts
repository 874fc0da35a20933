import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app.ts';

const readingOf = async (text: string) => {
  const app = await buildTestApp();
  return app.inject({
    method: 'GET',
    url: `/api/ingredient-reading?text=${encodeURIComponent(text)}`,
  });
};

describe('GET /api/ingredient-reading', () => {
  it.each([
    ['chiken', 'chicken'],
    ['2 Brocoli heads', '2 broccoli heads'],
    ['spagetti', 'spaghetti'],
  ])('offers %j as %j', async (text, corrected) => {
    const response = await readingOf(text);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ didYouMean: corrected });
  });

  it.each(['chicken', 'pear', 'xyzzy'])('offers nothing for %j', async (text) => {
    expect((await readingOf(text)).json()).toEqual({});
  });

  it('refuses text longer than an ingredient may be', async () => {
    expect((await readingOf('x'.repeat(101))).statusCode).toBe(400);
  });
});
