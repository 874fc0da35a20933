import { describe, expect, it } from 'vitest';
import { cleanIngredientText } from './clean-ingredient-text.ts';

describe('cleaning ingredient text', () => {
  it('gives plain lowercase words back as they are', () => {
    for (const text of ['eggs', 'beef mince', '3 eggs', 'sweet potato 2']) {
      expect(cleanIngredientText(text)).toBe(text);
    }
  });

  it('cleans text that is nearly plain as anything else', () => {
    expect(cleanIngredientText('beef  mince')).toBe('beef mince');
    expect(cleanIngredientText(' eggs')).toBe('eggs');
    expect(cleanIngredientText('eggs ')).toBe('eggs');
    expect(cleanIngredientText('Eggs')).toBe('eggs');
    expect(cleanIngredientText('beef\tmince')).toBe('beef mince');
    expect(cleanIngredientText('crème fraîche')).toBe('creme fraiche');
    expect(cleanIngredientText('bl\u0435ach')).toBe('bleach');
    expect(cleanIngredientText('sp\u200binach')).toBe('spinach');
    expect(cleanIngredientText("baker's ammonia")).toBe('bakers ammonia');
    expect(cleanIngredientText('eggs (free range)')).toBe('eggs');
  });
});
