import { describe, expect, it } from 'vitest';
import { recogniseIngredient } from './recognise-ingredient.ts';

const idOf = (text: string) => recogniseIngredient(text)?.id;

describe('recogniseIngredient', () => {
  it.each([
    ['tomato', 'tomato'],
    ['Tomato', 'tomato'],
    ['  TOMATOES  ', 'tomato'],
    ['cherry   tomatoes', 'tomato'],
    ['berries', 'mixed berries'],
    ['potatoes', 'potato'],
    ['bay leaves', 'bay leaf'],
    ['peaches', 'peach'],
    ['radishes', 'radish'],
    ['couscous', 'couscous'],
    ['asparagus', 'asparagus'],
  ])('reads plurals, case and spacing: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['scallion', 'spring onion'],
    ['green onions', 'spring onion'],
    ['Spring Onions', 'spring onion'],
    ['garbanzo beans', 'chickpea'],
    ['chickpeas', 'chickpea'],
    ['cilantro', 'cilantro'],
    ['coriander leaves', 'cilantro'],
    ['courgettes', 'zucchini'],
    ['zucchini', 'zucchini'],
    ['aubergine', 'eggplant'],
    ['prawns', 'shrimp'],
    ['rocket', 'rocket'],
    ['arugula', 'rocket'],
    ['crème fraîche', 'cream'],
    ["goat's cheese", 'goat cheese'],
  ])('knows synonyms and regional names: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ['2 eggs', 'egg'],
    ['a dozen eggs', 'egg'],
    ['fresh basil', 'basil'],
    ['chicken breasts', 'chicken'],
    ['2 large chicken breasts', 'chicken'],
    ['200g spaghetti', 'spaghetti'],
    ['1/2 cup of frozen peas', 'pea'],
    ['3 cloves of garlic', 'garlic'],
    ['½ red onion', 'onion'],
    ['can of chopped tomatoes', 'canned tomato'],
    ['leftover cooked rice', 'rice'],
    ['ground beef', 'ground beef'],
    ['smoked paprika', 'paprika'],
    ['peanut butter', 'peanut butter'],
    ['butter', 'butter'],
    ['coconut milk', 'coconut milk'],
    ['peppers', 'bell pepper'],
    ['pepper', 'black pepper'],
    ['sweet potatoes (2 big ones)', 'sweet potato'],
  ])('looks past quantities and adjectives: %j is %s', (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    'xyzzy',
    '🍕',
    '🍅🍅',
    '!!!',
    '42',
    'asdf qwerty',
    '<script>alert(1)</script>',
    'of',
    ' ',
  ])('knows nothing of %j and does not throw', (typed) => {
    expect(idOf(typed)).toBeUndefined();
  });
});
