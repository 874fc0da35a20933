import { describe, expect, it } from 'vitest';
import { readPantry } from '../../../kitchen/pantry.ts';
import { testCookbook, testKitchen } from '../../../../../tests/support/test-kitchen.ts';
import { pie } from './pie.ts';

function writePie(typed: string[]) {
  const recipe = testCookbook.formulas.fill(pie, readPantry(testKitchen, typed));
  if (!recipe) throw new Error(`No pie for ${typed.join(', ')}`);
  return { list: recipe.lines.map((line) => line.text), steps: recipe.steps };
}

describe('a pie for four', () => {
  it('takes half as much again of a protein portion for two, in pieces, a joint whole', () => {
    expect(writePie(['chicken breast', 'leeks', 'puff pastry']).list).toContain(
      '3 chicken breasts (about 525 g), in bite-sized pieces',
    );
    expect(writePie(['sausages', 'onion', 'puff pastry']).list).toContain(
      '6 sausages, in bite-sized pieces',
    );
  });

  it('browns pieces of meat, and cooks them through once, in the simmering sauce', () => {
    const { steps } = writePie(['chicken breast', 'leeks', 'puff pastry', 'cream']);
    expect(steps[0]).toBe(
      'Heat half the olive oil in a wide pan and brown the chicken breasts over a medium-high heat for 4 to 5 minutes, stirring now and then; lift out onto a plate.',
    );
    expect(steps.filter((step) => /cooked through/.test(step))).toEqual([
      'Return the chicken breasts and simmer for 10 minutes, stirring now and then, until thickened and the chicken breasts are cooked through.',
    ]);
  });

  it('fries bacon or chorizo until crisp at the edges, never waiting for it to cook through in the sauce', () => {
    const { steps } = writePie(['bacon', 'leeks', 'potatoes', 'puff pastry']);
    expect(steps[0]).toBe(
      'Heat half the olive oil in a wide pan and fry the bacon over a medium-high heat for 4 to 5 minutes, stirring now and then, until browned and crisp at the edges; lift out onto a plate.',
    );
    expect(steps).toContain(
      'Return the bacon and simmer for 10 minutes more, until the potatoes are tender.',
    );
    const chorizo = writePie(['chorizo', 'onion', 'peppers', 'puff pastry']).steps;
    expect(chorizo[0]).toMatch(/fry the chorizo .*, until browned and crisp at the edges;/);
    for (const step of chorizo) expect(step).not.toMatch(/cooked through/);
  });

  it('cooks its vegetables in the fat at once when there is nothing to soften first', () => {
    expect(writePie(['chicken breast', 'leeks', 'puff pastry']).steps[1]).toBe(
      'Add the rest of the olive oil and the leek and cook over a medium heat for 6 to 8 minutes, until soft.',
    );
    expect(writePie(['cooked chicken', 'leeks', 'puff pastry']).steps[0]).toBe(
      'Heat the olive oil in a wide pan, add the leek and cook over a medium heat for 6 to 8 minutes, until soft.',
    );
  });

  it('dices raw potatoes and simmers them in the sauce until tender, never softening them in minutes', () => {
    const { list, steps } = writePie(['chicken breast', 'potatoes', 'leeks', 'puff pastry']);
    expect(list).toContain('3 medium potatoes, in 1.5 cm dice');
    expect(steps.join(' ')).not.toMatch(/potatoes[^.]* for 6 to 8 minutes, until soft/);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Add the potatoes and simmer for 10 minutes, stirring now and then; add a splash of water if the sauce gets too thick.',
        'Return the chicken breasts and simmer for 10 minutes more, until the potatoes are tender and the chicken breasts are cooked through.',
      ]),
    );
    expect(writePie(['stewing beef', 'potatoes', 'onion', 'puff pastry']).steps).toContain(
      'Return the beef, cover and simmer very gently for 1½ to 2 hours, until it is very tender, adding the potatoes for the last 20 minutes.',
    );
  });
});
