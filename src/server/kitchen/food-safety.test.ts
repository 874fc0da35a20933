import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFoodSafety } from './read-food-safety.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

const notesFor = (...ids: string[]) =>
  testKitchen.foodSafetyNotes(ids.map(testKitchen.ingredientById));
const textFor = (id: string) => notesFor(id).map((note) => note.text);

describe('the food-safety notes', () => {
  it.each([
    ['chicken thigh', 'Poultry: cook until the thickest part reaches 74 °C (165 °F).'],
    ['turkey', 'Poultry: cook until the thickest part reaches 74 °C (165 °F).'],
    [
      'ground beef',
      'Minced meat and sausages: cook until they reach 71 °C (160 °F) all the way through.',
    ],
    [
      'sausage',
      'Minced meat and sausages: cook until they reach 71 °C (160 °F) all the way through.',
    ],
    [
      'steak',
      'Whole cuts of beef, pork and lamb: cook until the middle reaches 63 °C (145 °F), then rest the meat for 3 minutes.',
    ],
    [
      'pork chop',
      'Whole cuts of beef, pork and lamb: cook until the middle reaches 63 °C (145 °F), then rest the meat for 3 minutes.',
    ],
    [
      'leg of lamb',
      'Whole cuts of beef, pork and lamb: cook until the middle reaches 63 °C (145 °F), then rest the meat for 3 minutes.',
    ],
    [
      'salmon',
      'Fish: cook until the thickest part reaches 63 °C (145 °F), or until the flesh is opaque and flakes easily with a fork.',
    ],
    ['egg', 'Egg dishes: cook until set, 71 °C (160 °F) in the middle.'],
  ])('gives the USDA FSIS temperature for %s', (id, text) => {
    expect(textFor(id)).toEqual([text]);
    expect(notesFor(id)[0]?.source).toEqual({
      name: 'USDA Food Safety and Inspection Service, Safe Minimum Internal Temperature Chart',
      url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/safe-temperature-chart',
    });
  });

  it('gives shellfish its temperature and the signs that it is cooked', () => {
    const [text] = textFor('mussel');
    expect(text).toMatch(/^Shellfish: cook until it reaches 63 °C \(145 °F\)/);
    expect(text).toMatch(/throw away any that stay shut/);
  });

  it('gives the hazards the catalogue knows: dried kidney beans and cooked rice', () => {
    expect(textFor('dried kidney bean')).toEqual([
      'Dried red kidney beans: soak them for at least 12 hours, drain and rinse, then boil them hard in fresh water for at least 10 minutes before simmering; raw or undercooked, they are poisonous.',
    ]);
    expect(textFor('kidney bean')).toEqual([]);
    expect(textFor('basmati rice')[0]).toMatch(
      /^Cooked rice: .*cool it quickly \(within an hour\)/,
    );
    expect(notesFor('rice')[0]?.source.url).toMatch(/^https:\/\/www\.nhs\.uk\//);
  });

  it('gives nothing for what needs no note, and each note once, in the table’s order', () => {
    expect(notesFor('tomato', 'cooked chicken', 'smoked salmon', 'tuna')).toEqual([]);
    expect(notesFor('egg', 'chicken', 'chicken breast').map((note) => note.id)).toEqual([
      'poultry',
      'eggs',
    ]);
  });

  it('reports a temperature without its place in the advice, and an unknown source, by line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'food-safety-'));
    const path = join(folder, 'food-safety.yaml');
    writeFileSync(
      path,
      [
        'sources:',
        '  usda:',
        '    name: USDA',
        '    url: https://example.org/',
        'notes:',
        '  poultry:',
        '    food: Poultry',
        '    celsius: 74',
        '    fahrenheit: 165',
        '    advice: cook it well',
        '    source: usda',
        '    ingredients: [chicken]',
        '  eggs:',
        '    food: Eggs',
        '    advice: cook until set',
        '    source: fsa',
        '    ingredients: [eggg]',
      ].join('\n'),
    );
    const messages = readFoodSafety(path, testKitchen.ingredients).problems.map(
      (problem) => `${problem.line}: ${problem.message}`,
    );
    expect(messages).toEqual([
      "10: 'advice' must say where the temperature goes: {temperature}",
      "16: unknown source 'fsa'",
      "17: unknown ingredient id 'eggg'; did you mean 'egg'?",
    ]);
  });
});
