import { describe, expect, it } from 'vitest';
import { titleWithout } from './title-without.ts';

describe('titleWithout', () => {
  it('leaves the first, a middle or the last item out of the title’s list', () => {
    expect(titleWithout('Sausage, Bacon and Egg Fry-Up', 'Sausage')).toBe('Bacon and Egg Fry-Up');
    expect(titleWithout('Sausage, Bacon and Egg Fry-Up', 'Bacon')).toBe('Sausage and Egg Fry-Up');
    expect(titleWithout('Ham, Leek, Pea and Egg Pie', 'Leek')).toBe('Ham, Pea and Egg Pie');
    expect(titleWithout('Bacon and Egg Fry-Up', 'Bacon')).toBe('Egg Fry-Up');
    expect(titleWithout('Bacon and Egg Fry-Up', 'Egg')).toBe('Bacon Fry-Up');
  });

  it('keeps a title that does not list the ingredient by that name', () => {
    expect(titleWithout('Full English Breakfast', 'Sausage')).toBe('Full English Breakfast');
    expect(titleWithout('Sausages and Mash', 'Sausage')).toBe('Sausages and Mash');
  });
});
