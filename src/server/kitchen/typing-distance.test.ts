import { describe, expect, it } from 'vitest';
import { typingDistance, undoubled } from './typing-distance.ts';

describe('typingDistance', () => {
  it.each([
    ['linguine', 'linguine', 0],
    ['chiken', 'chicken', 1],
    ['chikcen', 'chicken', 1],
    ['lingiune', 'linguine', 1],
    ['ab', 'ba', 1],
    ['brocolli', 'broccoli', 2],
    ['tomaot', 'tomato', 1],
  ])('counts %j to %j as %i edits', (typed, known, edits) => {
    expect(typingDistance(typed, known, 2)).toBe(edits);
  });

  it('never edits a letter twice: a swap then a change is not one edit', () => {
    // Swapping to 'ac' and adding 'b' between would be two; optimal string alignment counts 3.
    expect(typingDistance('ca', 'abc', 3)).toBe(3);
  });

  it('stops at one more than the most asked for', () => {
    expect(typingDistance('chicken', 'salmon', 1)).toBe(2);
    expect(typingDistance('chicken', 'chickpeas', 1)).toBe(2);
    expect(typingDistance('tomatoes', 'potatoes', 1)).toBe(2);
    expect(typingDistance('lingiune', 'linguine', 1)).toBe(1);
  });
});

describe('undoubled', () => {
  it('writes every run of one letter once', () => {
    expect(undoubled('brocolli')).toBe(undoubled('broccoli'));
    expect(undoubled('mozzarella')).toBe('mozarela');
  });
});
