// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { KeptRecipe } from '../shared/kept-recipe.ts';
import type { RecipeChecks } from '../shared/recipe-checks.ts';
import { recipeFileName, recipeJsonLd, recipePageHtml } from './recipe-page.ts';

const markdown = `Here is a dish for your **eggs**.

## Spinach Frittata

*Serves 2 · 1 hour 5 minutes*

### Ingredients

- 6 eggs
- 100 g **feta**, crumbled
- Salt, to taste

### Steps

1. Heat the oven to 200 °C.
2. Beat the eggs with the *feta* and bake for 20 minutes.
`;

const at = (text: string) => markdown.indexOf(`- ${text}`);
const figure = (value: number) => ({ value, low: value, high: value });

const checks: RecipeChecks = {
  ingredientListFound: true,
  lines: [
    {
      text: '6 eggs',
      offset: at('6 eggs'),
      status: 'have',
      optional: false,
      amount: { quantity: 6, unit: '', rest: 'eggs' },
    },
    {
      text: '100 g feta, crumbled',
      offset: at('100 g'),
      status: 'to-buy',
      optional: false,
      amount: { quantity: 100, unit: 'g', rest: 'feta, crumbled', gramsPer: { cup: 150 } },
    },
    { text: 'Salt, to taste', offset: at('Salt'), status: 'staple', optional: false },
  ],
  allergens: [],
  conflicts: [],
  foodSafety: [],
  servings: { count: 2, source: 'recipe' },
  nutrition: {
    figures: {
      kcal: figure(540),
      kj: figure(2259),
      protein: figure(31.4),
      fat: figure(42),
      saturates: figure(15.2),
      carbohydrate: figure(8.3),
      sugars: figure(6.1),
      fibre: figure(1.5),
      salt: figure(1.9),
    },
    estimated: [],
    notCounted: ['Salt, to taste'],
  },
};

const recipe: KeptRecipe = {
  id: 'frittata-1',
  title: 'Spinach Frittata',
  markdown,
  source: 'model',
  ingredients: ['eggs', 'feta', 'spinach', 'onion'],
  dietaryNeeds: ['vegetarian', 'nut-free'],
  date: '2026-11-25T10:00:00.000Z',
  favorite: false,
  checks,
  servings: 4,
  measures: 'metric',
};

/** Feeds the page to recipe-scrapers, the library Mealie imports recipes with, and returns what it read. */
function scrape(html: string) {
  const script = `
import json, sys
from recipe_scrapers import scrape_html
s = scrape_html(sys.stdin.read(), org_url='https://example.org/r', wild_mode=True)
print(json.dumps({'title': s.title(), 'yields': s.yields(), 'total_time': s.total_time(),
  'ingredients': s.ingredients(), 'instructions': s.instructions_list(), 'nutrients': s.nutrients()}))
`;
  const result = spawnSync('/usr/bin/python3', ['-c', script], { input: html, encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(
      `recipe-scrapers could not read the page (apt-get install -y python3-recipe-scrapers): ${String(result.error ?? result.stderr)}`,
    );
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe('the downloaded recipe page', () => {
  it('is read back by recipe-scrapers as we wrote it: title, yield, time, lines, steps and nutrition', () => {
    const read = scrape(recipePageHtml(recipe));
    expect(read).toEqual({
      title: 'Spinach Frittata',
      yields: '4 servings',
      total_time: 65,
      ingredients: ['12 eggs', '200 g feta, crumbled', 'Salt, to taste'],
      instructions: [
        'Heat the oven to 200 °C (400 °F).',
        'Beat the eggs with the feta and bake for 20 minutes.',
      ],
      nutrients: {
        servingSize: '1 serving',
        calories: '540 kcal',
        proteinContent: '31.4 g',
        fatContent: '42 g',
        saturatedFatContent: '15.2 g',
        carbohydrateContent: '8.3 g',
        sugarContent: '6.1 g',
        fiberContent: '1.5 g',
        sodiumContent: '760 mg',
      },
    });
  });

  it('names the diets schema.org knows and keeps the others as keywords', () => {
    const jsonLd = recipeJsonLd(recipe);
    expect(jsonLd.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']);
    expect(jsonLd.keywords).toBe('Vegetarian, Nut-free, Chef Claude');
  });

  it('leaves out the yield, time and nutrition it does not know', () => {
    const { checks: _checks, ...withoutChecks } = recipe;
    const jsonLd = recipeJsonLd({
      ...withoutChecks,
      markdown: markdown.replace('*Serves 2 · 1 hour 5 minutes*', ''),
    });
    expect(jsonLd).not.toHaveProperty('recipeYield');
    expect(jsonLd).not.toHaveProperty('totalTime');
    expect(jsonLd).not.toHaveProperty('nutrition');
    expect(jsonLd.recipeIngredient).toEqual(['6 eggs', '100 g feta, crumbled', 'Salt, to taste']);
  });

  it('cannot be broken out of by a recipe’s text', () => {
    const html = recipePageHtml({ ...recipe, title: '</script><script>alert(1)</script>' });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });

  it('is named after the recipe', () => {
    expect(recipeFileName({ ...recipe, title: 'Crème Brûlée, for 2!' })).toBe(
      'creme-brulee-for-2.html',
    );
  });
});
