import { describe, expect, it } from 'vitest';
import { householdGrams } from './household-measures.ts';
import { parseSr24Food } from './usda-sr24.ts';

const spaghetti =
  '<food uid="20120" fcf="8.37" pcf="3.91" name="Spaghetti, &quot;dry&quot;, enriched" ccf="4.12">' +
  '<measure amount="0.5" name="cup" grams="62.5"/><nutrient amount="371.0" name="Energy"/>' +
  '<nutrient amount="6.0" name="Sodium"/></food>';

describe('reading an SR24 food', () => {
  it('reads its name, Atwater factors, measures per one and nutrients per 100 g', () => {
    const food = parseSr24Food(spaghetti);
    expect(food).toMatchObject({
      ndb: '20120',
      name: 'Spaghetti, "dry", enriched',
      proteinFactor: 3.91,
      fatFactor: 8.37,
      carbohydrateFactor: 4.12,
      measures: [{ name: 'cup', grams: 125 }],
    });
    expect(Object.fromEntries(food.nutrients)).toEqual({ Energy: 371, Sodium: 6 });
  });
});

describe('household grams', () => {
  it('works out the spoons from a cup: 1 cup = 16 tbsp = 48 tsp', () => {
    expect(householdGrams([{ name: 'cup', grams: 125 }])).toEqual({
      cup: 125,
      tbsp: 7.81,
      tsp: 2.6,
    });
  });

  it('works out a cup from a teaspoon, and a drink measured in fluid ounces', () => {
    expect(householdGrams([{ name: 'tsp', grams: 2 }])).toEqual({ cup: 96, tbsp: 6, tsp: 2 });
    expect(householdGrams([{ name: 'fl oz', grams: 30 }])).toMatchObject({ cup: 240 });
  });

  it('takes the plain cup before a whipped or chopped one', () => {
    const cream = [
      { name: 'cup, whipped', grams: 120 },
      { name: 'cup, fluid (yields 2 cups whipped)', grams: 238 },
      { name: 'tbsp', grams: 15 },
    ];
    expect(householdGrams(cream)).toMatchObject({ cup: 238, tbsp: 15 });
    const onion = [
      { name: 'cup, sliced', grams: 115 },
      { name: 'cup, chopped', grams: 160 },
    ];
    expect(householdGrams(onion)).toMatchObject({ cup: 160 });
  });

  it('counts a medium one as a piece, unless the sources name a measure or a weight', () => {
    const egg = [
      { name: 'large', grams: 50 },
      { name: 'medium', grams: 44 },
    ];
    expect(householdGrams(egg).piece).toBe(44);
    expect(householdGrams(egg, { measure: 'large' }).piece).toBe(50);
    expect(householdGrams(egg, { grams: 52 }).piece).toBe(52);
    expect(() => householdGrams(egg, { measure: 'jumbo' })).toThrow(
      "no measure named 'jumbo' (it has 'large', 'medium')",
    );
  });
});
