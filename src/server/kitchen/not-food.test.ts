import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNotFood } from './read-not-food.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

describe('the not-food list', () => {
  it.each([
    ['bleach', 'bleach'],
    ['Bleach', 'bleach'],
    ['2 cups of bleach', 'bleach'],
    ['chlorine bleach', 'bleach'],
    ['Domestos', 'bleach'],
    ['ammonia', 'ammonia'],
    ['washing-up liquid', 'detergent'],
    ['dishwasher tablets', 'detergent'],
    ['disinfectant', 'disinfectant'],
    ['hand sanitizer', 'disinfectant'],
    ['rubbing alcohol', 'disinfectant'],
    ['superglue', 'glue'],
    ['glue', 'glue'],
    ['white spirit', 'paint'],
    ['paint', 'paint'],
    ['antifreeze', 'antifreeze'],
    ['anti-freeze', 'antifreeze'],
    ['methanol', 'methanol'],
    ['methylated spirits', 'methanol'],
    ['lamp oil', 'lamp oil'],
    ['paraffin', 'lamp oil'],
    ['kerosene', 'lamp oil'],
    ['ant poison', 'ant poison'],
    ['ant killer', 'ant poison'],
    ['rat poison', 'rat poison'],
    ['paracetamol', 'medicine'],
    ['Tylenol', 'medicine'],
    ['ibuprofen tablets', 'medicine'],
    ['sleeping pills', 'medicine'],
    ['medicines', 'medicine'],
    ['lejía', 'bleach'],
    ['javel', 'bleach'],
    ['eau de Javel', 'bleach'],
    ['Bleichmittel', 'bleach'],
    ['candeggina', 'bleach'],
    ['漂白剂', 'bleach'],
    ['отбеливатель', 'bleach'],
    ['lye', 'lye'],
    ['caustic soda', 'lye'],
    ['sodium hydroxide', 'lye'],
    ['drain unblocker', 'lye'],
    ['silica gel', 'silica gel'],
    ['mothballs', 'mothball'],
    ['batteries', 'battery'],
    ['dish-washing liquid', 'detergent'],
  ])('refuses %j as %s', (typed, id) => {
    expect(testKitchen.recogniseNotFood(typed)?.id).toBe(id);
  });

  it.each([
    ['a zero-width space', 'bl\u200beach'],
    ['a soft hyphen', 'blea\u00adch'],
    ['a word joiner', 'ble\u2060ach'],
    ['a Cyrillic look-alike letter', 'bl\u0435ach'],
    ['spaces between the letters', 'b l e a c h'],
    ['hyphens between the letters', 'b-l-e-a-c-h'],
    ['spaces between the letters, after other words', 'a bottle of b l e a c h'],
  ])('refuses bleach written with %s', (_, typed) => {
    expect(testKitchen.recogniseNotFood(typed)?.id).toBe('bleach');
  });

  it.each([
    'bleached flour',
    'food grade lye',
    'lychee',
    "baker's ammonia",
    'edible glue',
    'edible paint',
    'olive oil',
    'eggs',
    'xyzzy',
    'gluten-free flour',
    'pepper',
    'painted lady runner beans',
  ])('lets %j through', (typed) => {
    expect(testKitchen.recogniseNotFood(typed)).toBeUndefined();
  });

  it('says what each refused thing is', () => {
    expect(testKitchen.recogniseNotFood('bleach')?.kind).toBe('a household chemical');
    expect(testKitchen.recogniseNotFood('aspirin')?.kind).toBe('a medicine');
  });

  it('reports an entry without its kind, or a name that is not lowercase words, by line', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'not-food-')), 'not-food.yaml');
    writeFileSync(
      path,
      'bleach:\n  kind: a chemical\n  aliases: [Domestos]\nglue:\n  aliases: []\n',
    );
    const messages = readNotFood(path).problems.map(
      (problem) => `${problem.line}: ${problem.message}`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^3: 'aliases' must match pattern/),
      "4: missing field 'kind'",
    ]);
  });
});
