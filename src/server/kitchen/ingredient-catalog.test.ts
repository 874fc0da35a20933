import { describe, expect, it } from 'vitest';
import { cleanIngredientText } from './clean-ingredient-text.ts';
import { ingredientFills } from './ingredient-catalog.ts';
import { testKitchen } from '../../../tests/support/test-kitchen.ts';

describe('the ingredient catalog', () => {
  it('gives every id and alias to one ingredient only', () => {
    const owners = new Map<string, string[]>();
    for (const ingredient of testKitchen.ingredients) {
      for (const name of new Set([ingredient.id, ...ingredient.aliases].map(cleanIngredientText))) {
        owners.set(name, [...(owners.get(name) ?? []), ingredient.id]);
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
  });

  it('holds lowercase ids, a portion and a title for each', () => {
    for (const ingredient of testKitchen.ingredients) {
      expect(ingredient.id).toMatch(/^[a-zà-ÿ][a-zà-ÿ -]*[a-zà-ÿ]$/);
      expect(ingredient.portion, ingredient.id).toMatch(/\S/);
      expect(ingredient.title, ingredient.id).toMatch(/^[A-Z]/);
    }
  });

  it('counts salt, pepper, oil and water as always on hand, and nothing else', () => {
    const staples = testKitchen.ingredients
      .filter((ingredient) => ingredient.staple)
      .map((ingredient) => ingredient.id);
    expect(staples.sort()).toEqual(['black pepper', 'olive oil', 'salt', 'vegetable oil', 'water']);
  });

  const fills = (have: string, need: string) =>
    ingredientFills(testKitchen.ingredientById(have), testKitchen.ingredientById(need));

  it('lets a generic word fill a cut and a cut fill the generic, but never one cut another', () => {
    expect(fills('chicken', 'chicken breast')).toBe(true);
    expect(fills('chicken thigh', 'chicken')).toBe(true);
    expect(fills('chicken thigh', 'chicken thigh')).toBe(true);
    expect(fills('chicken thigh', 'chicken breast')).toBe(false);
    expect(fills('beef', 'stewing beef')).toBe(true);
    expect(fills('steak', 'stewing beef')).toBe(false);
    expect(fills('lamb', 'lamb shoulder')).toBe(true);
    expect(fills('cod', 'white fish')).toBe(true);
    expect(fills('haddock', 'cod')).toBe(false);
  });

  it('keeps cooked, smoked, minced and dried products apart from the fresh cut', () => {
    expect(fills('cooked chicken', 'chicken')).toBe(false);
    expect(fills('chicken', 'cooked chicken')).toBe(false);
    expect(fills('smoked haddock', 'haddock')).toBe(false);
    expect(fills('smoked haddock', 'white fish')).toBe(false);
    expect(fills('lamb mince', 'lamb')).toBe(false);
    expect(fills('ground beef', 'beef')).toBe(false);
    expect(fills('dried kidney bean', 'kidney bean')).toBe(false);
    expect(fills('rice noodle', 'egg noodle')).toBe(false);
  });

  it('gives each cut its own portion, preparation and cooking', () => {
    const of = (id: string) => testKitchen.ingredientById(id);
    expect(of('chicken thigh').portion).toMatch(/chicken thighs/);
    expect(of('whole chicken').cooking).toBe('roast');
    expect(of('stewing beef').cooking).toBe('braise');
    expect(of('steak').cooking).toBe('sear');
    expect(of('ground beef').cooking).toBe('brown-and-break-up');
    expect(of('lamb mince').cooking).toBe('brown-and-break-up');
    expect(of('chickpea').prep).toBe('drained and rinsed');
    expect(of('dried kidney bean').cooking).toBe('soak-and-boil');
    expect(of('pea').cooking).toBe('warm-through');
    expect(of('rice noodle').diet).toBe('vegan');
    expect(of('egg noodle').diet).toBe('vegetarian');
  });

  it('fails loudly on an id that is not in it', () => {
    expect(testKitchen.ingredientById('egg').name).toBe('eggs');
    expect(() => testKitchen.ingredientById('unicorn')).toThrow(/unicorn/);
  });
});
