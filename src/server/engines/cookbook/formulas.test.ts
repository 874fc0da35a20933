import { describe, expect, it } from 'vitest';
import { fillFormula } from './fill-formula.ts';
import { formulas } from './formulas.ts';
import { ingredientById } from '../../kitchen/ingredient-catalog.ts';
import { readPantry } from './pantry.ts';

describe('the formulas', () => {
  it('are at least twelve different dishes', () => {
    expect(new Set(formulas.map((formula) => formula.dish)).size).toBeGreaterThanOrEqual(12);
  });

  it.each(formulas.map((formula) => [formula.dish, formula] as const))(
    '%s names only catalog ingredients',
    (_, formula) => {
      const ids = [
        ...Object.values(formula.base).flatMap((base) => base.anyOf),
        ...Object.values(formula.slots).flatMap((slot) => [
          ...(slot.only ?? []),
          ...(slot.except ?? []),
        ]),
      ];
      for (const id of ids) expect(() => ingredientById(id)).not.toThrow();
    },
  );

  const pantries = [
    ['egg', 'spinach', 'feta', 'onion', 'mushroom'],
    ['chicken', 'broccoli', 'bell pepper', 'garlic', 'soy sauce', 'rice', 'peanut'],
    ['tofu', 'bok choy', 'ginger', 'noodle', 'carrot'],
    ['chickpea', 'spinach', 'coconut milk', 'curry powder', 'onion', 'cilantro', 'yogurt'],
    ['ground beef', 'tortilla', 'tomato', 'cheddar', 'lettuce', 'lime', 'avocado'],
    ['sausage', 'potato', 'carrot', 'red onion', 'rosemary', 'lemon'],
    ['banana', 'strawberry', 'milk', 'honey', 'oat', 'peanut butter'],
    ['apple', 'mixed berries', 'flour', 'butter', 'sugar', 'cinnamon'],
    ['arborio rice', 'mushroom', 'pea', 'parmesan', 'stock', 'white wine'],
    ['bread', 'avocado', 'egg', 'chili flakes'],
    ['lentil', 'carrot', 'celery', 'onion', 'canned tomato', 'cumin', 'stock'],
    ['quinoa', 'chickpea', 'cucumber', 'tomato', 'feta', 'lemon', 'mint'],
    ['pasta', 'bacon', 'pea', 'parmesan', 'garlic', 'cream'],
    ['lettuce', 'tuna', 'tomato', 'cucumber', 'olive', 'egg'],
  ];

  it('write coherent recipes around everyday pantries: steps name what is in the dish', () => {
    const dishesWritten = new Set<string>();
    for (const ids of pantries) {
      const pantry = readPantry(ids);
      for (const formula of formulas) {
        const recipe = fillFormula(formula, pantry);
        if (!recipe) continue;
        dishesWritten.add(formula.dish);
        const text = recipe.steps.join(' ');
        expect(text, recipe.title).not.toMatch(
          /undefined|the ,|the \.|with the \.| {2}|\bthe and\b/,
        );
        expect(recipe.title, ids.join(', ')).toMatch(
          new RegExp(`^[A-Z][A-Za-z ]+ ${formula.dish}$`),
        );
        for (const line of recipe.lines) {
          if (line.ingredient.staple) continue;
          const named = new RegExp(`\\b(${line.ingredient.name}|${line.ingredient.id})`, 'i');
          expect(text, `${recipe.title} never mentions ${line.ingredient.id}`).toMatch(named);
        }
      }
    }
    expect([...dishesWritten].sort()).toEqual(formulas.map((formula) => formula.dish).sort());
  });

  it('never put a sweet ingredient in a savory dish, nor a savory one in a sweet dish', () => {
    const pantry = readPantry(['chocolate', 'tuna', 'garlic', 'banana', 'onion', 'jam', 'bacon']);
    for (const formula of formulas) {
      const recipe = fillFormula(formula, pantry);
      const tastes = recipe?.lines.map((line) => line.ingredient.taste) ?? [];
      expect(tastes, formula.dish).not.toContain(formula.taste === 'savory' ? 'sweet' : 'savory');
    }
  });

  it('write nothing when none of the visitor’s ingredients would name the dish', () => {
    const frittata = formulas.find((formula) => formula.dish === 'Frittata')!;
    expect(fillFormula(frittata, readPantry(['egg', 'salt', 'xyzzy']))).toBeUndefined();
  });
});
