import { describe, expect, it } from 'vitest';
import { ingredientTextProblem } from './ingredient-text.ts';

describe('ingredientTextProblem', () => {
  it.each([
    ['oregano'],
    ['  basil  '],
    ['eggs\tlarge'],
    ['crème fraîche'],
    ['زعتر'],
    ['🧑\u200d🍳'],
    ['a\u200bb'],
    ['❤\ufe0f'],
    ['e\u0301'],
  ])('accepts %j', (text) => {
    expect(ingredientTextProblem(text)).toBeUndefined();
  });

  it.each([
    ['', 'blank'],
    [' \t\n', 'blank'],
    ['\u200b\u200c\u200d\ufeff', 'invisible'],
    ['\u00ad\u2060', 'invisible'],
    ['\u3164', 'invisible'],
    ['\u2800\u2800', 'invisible'],
    ['\u115f\u1160\uffa0', 'invisible'],
    ['\u0301\u0308', 'invisible'],
    ['\ufe0f\u{e0100}', 'invisible'],
    ['\u{e0062}\u{e0065}\u{e007f}', 'invisible'],
    ['ric\u0000e', 'forbidden-characters'],
    ['eggs\u001b[31m', 'forbidden-characters'],
    ['eggs\u0085', 'forbidden-characters'],
    ['\u202eggge', 'forbidden-characters'],
    ['eggs\u2067x\u2069', 'forbidden-characters'],
    ['eggs\u200f', 'forbidden-characters'],
  ] as const)('refuses %j as %s', (text, problem) => {
    expect(ingredientTextProblem(text)).toBe(problem);
  });
});
