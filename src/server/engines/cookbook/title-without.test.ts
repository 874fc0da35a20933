import { describe, expect, it } from 'vitest';
import { titleWithout } from './title-without.ts';
import { chooseRecipe } from './choose-recipe.ts';
import { readPantry } from '../../kitchen/pantry.ts';
import { testCookbook, testKitchen } from '../../../../tests/support/test-kitchen.ts';

describe('titleWithout', () => {
  it('leaves the first, a middle or the last item out of the title’s list', () => {
    expect(titleWithout('Sausage, Bacon and Egg Fry-Up', 'Sausage')).toBe('Bacon and Egg Fry-Up');
    expect(titleWithout('Sausage, Bacon and Egg Fry-Up', 'Bacon')).toBe('Sausage and Egg Fry-Up');
    expect(titleWithout('Ham, Leek, Pea and Egg Pie', 'Leek')).toBe('Ham, Pea and Egg Pie');
    expect(titleWithout('Bacon and Egg Fry-Up', 'Bacon')).toBe('Egg Fry-Up');
    expect(titleWithout('Bacon and Egg Fry-Up', 'Egg')).toBe('Bacon Fry-Up');
    expect(titleWithout('Sticky BBQ Sausages with Potato Wedges and Coleslaw', 'Coleslaw')).toBe(
      'Sticky BBQ Sausages with Potato Wedges',
    );
  });

  it('leaves an optional line the visitor has not got out of the title of their recipe', () => {
    const title = (typed: string[]) =>
      chooseRecipe(testCookbook, readPantry(testKitchen, typed)).recipe.title;
    expect(title(['sausages', 'potatoes', 'bbq sauce'])).toBe(
      'Sticky BBQ Sausages with Potato Wedges',
    );
    expect(title(['sausages', 'potatoes', 'bbq sauce', 'coleslaw'])).toBe(
      'Sticky BBQ Sausages with Potato Wedges and Coleslaw',
    );
  });

  it('keeps a title that does not list the ingredient by that name', () => {
    expect(titleWithout('Full English Breakfast', 'Sausage')).toBe('Full English Breakfast');
    expect(titleWithout('Sausages and Mash', 'Sausage')).toBe('Sausages and Mash');
  });
});
