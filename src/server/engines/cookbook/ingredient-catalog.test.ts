import { describe, expect, it } from 'vitest';
import { ingredientById, ingredientCatalog } from './ingredient-catalog.ts';
import { cleanIngredientText } from './recognise-ingredient.ts';

describe('the ingredient catalog', () => {
  it('gives every name and alias to one ingredient only', () => {
    const owners = new Map<string, string[]>();
    for (const ingredient of ingredientCatalog) {
      for (const name of new Set(
        [ingredient.id, ingredient.name, ...ingredient.aliases].map(cleanIngredientText),
      )) {
        owners.set(name, [...(owners.get(name) ?? []), ingredient.id]);
      }
    }
    const shared = [...owners].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
  });

  it('holds lowercase ids, a portion and a title for each', () => {
    for (const ingredient of ingredientCatalog) {
      expect(ingredient.id).toBe(cleanIngredientText(ingredient.id));
      expect(ingredient.portion, ingredient.id).toMatch(/\S/);
      expect(ingredient.title, ingredient.id).toMatch(/^[A-Z]/);
    }
  });

  it('counts salt, pepper, oil and water as always on hand, and nothing else', () => {
    const staples = ingredientCatalog
      .filter((ingredient) => ingredient.staple)
      .map((ingredient) => ingredient.id);
    expect(staples.sort()).toEqual(['black pepper', 'olive oil', 'salt', 'vegetable oil', 'water']);
  });

  it('fails loudly on an id that is not in it', () => {
    expect(ingredientById('egg').name).toBe('eggs');
    expect(() => ingredientById('unicorn')).toThrow(/unicorn/);
  });
});
