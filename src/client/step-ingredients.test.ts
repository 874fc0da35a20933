import { describe, expect, it } from 'vitest';
import type { CheckedLine } from '../shared/recipe-checks.ts';
import { foodWords, ingredientsOfStep } from './step-ingredients.ts';

const line = (text: string, rest?: string): Pick<CheckedLine, 'text' | 'amount'> => ({
  text,
  ...(rest === undefined ? {} : { amount: { quantity: 1, unit: '', rest } }),
});

describe("a line's food", () => {
  it('is the words before its first comma, without amounts or how it is cut', () => {
    expect(foodWords(line('1 onion, finely chopped', 'onion, finely chopped'))).toEqual(['onion']);
    expect(foodWords(line('2 tbsp olive oil', 'olive oil'))).toEqual(['olive', 'oil']);
    expect(foodWords(line('Salt, to taste'))).toEqual(['salt']);
    expect(foodWords(line('A pinch of salt'))).toEqual(['salt']);
  });

  it('skips an opening that only says how it is cut', () => {
    expect(
      foodWords(
        line('400 g boneless, skinless chicken thighs', 'boneless, skinless chicken thighs'),
      ),
    ).toEqual(['chicken', 'thigh']);
  });

  it('is the last word when every word could be a measure', () => {
    expect(foodWords(line('4 whole cloves'))).toEqual(['clove']);
    expect(foodWords(line('1/4 tsp ground cloves', 'ground cloves'))).toEqual(['clove']);
  });

  it('leaves out what is in brackets', () => {
    expect(foodWords(line('1 (400 g) tin chopped tomatoes'))).toEqual(['tomato']);
  });
});

describe("a step's ingredients", () => {
  const lines = [
    line('6 eggs', 'eggs'),
    line('2 handfuls spinach', 'spinach'),
    line('1 onion, finely chopped', 'onion, finely chopped'),
    line('2 tbsp olive oil', 'olive oil'),
    line('Salt, to taste'),
    line('Black pepper, to taste'),
  ];
  const textsOf = (step: string) => ingredientsOfStep(step, lines).map((each) => each.text);

  it('are the lines whose food the step names, singular or plural, in the list’s order', () => {
    expect(textsOf('Beat the eggs with a good pinch of salt and pepper.')).toEqual([
      '6 eggs',
      'Salt, to taste',
      'Black pepper, to taste',
    ]);
    expect(textsOf('Warm the oil in a frying pan.')).toEqual(['2 tbsp olive oil']);
    expect(textsOf('Soften the onions for 5 minutes.')).toEqual(['1 onion, finely chopped']);
  });

  it('are none when the step names no food of the list', () => {
    expect(textsOf('Heat the grill to high.')).toEqual([]);
  });
});
