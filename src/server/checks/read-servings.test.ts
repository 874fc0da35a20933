import { describe, expect, it } from 'vitest';
import { readClaimedKcal, readServings } from './read-servings.ts';

describe('readServings', () => {
  it.each([
    ['*Serves 4 · 30 minutes*', 4],
    ['**Serves:** 6', 6],
    ['Serves 4–6', 4],
    ['Servings: 2', 2],
    ['Yield: 8 servings', 8],
    ['This makes 12 muffins.', 12],
    ['A weeknight dinner for 4 people.', 4],
    ['**Prep time:** 10 minutes\n**Servings:** 3', 3],
  ])('reads %j as %i', (markdown, count) => {
    expect(readServings(markdown)).toBe(count);
  });

  it('gives nothing when the recipe does not say', () => {
    expect(readServings('## Omelette\n\n- 3 eggs\n\n1. Beat the eggs for 2 minutes.')).toBe(
      undefined,
    );
  });
});

describe('readClaimedKcal', () => {
  it('reads a calorie claim per serving', () => {
    expect(readClaimedKcal('About 450 kcal per serving.')).toBe(450);
    expect(readClaimedKcal('Each portion: roughly 520 calories per portion')).toBe(520);
  });

  it('ignores numbers that are not a claim per serving', () => {
    expect(readClaimedKcal('Bake at 200 °C for 25 minutes.')).toBeUndefined();
  });
});
