import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { defineFormula } from '../formula.ts';
import { notQuickPinkMeat } from './cook-protein.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords } from '../list-in-words.ts';
import { seasoning } from './ingredient-groups.ts';

/** How long a protein needs in a 220 °C oven, and what it looks like when done. */
function roasting(protein: Ingredient): { minutes: number; until: string } {
  const name = `the ${protein.name} ${isOrAre(protein.name)}`;
  if (protein.tags.includes('fish-fillet'))
    return { minutes: 12, until: `${name} just opaque and flakes easily` };
  if (protein.diet === 'fish') return { minutes: 8, until: `${name} just opaque` };
  if (protein.cooking === 'roast')
    return { minutes: 40, until: `${name} golden and cooked through` };
  if (protein.cooking === 'warm-through') return { minutes: 30, until: `${name} golden and crisp` };
  if (protein.diet === 'vegetarian') return { minutes: 15, until: `${name} golden` };
  if (protein.diet === 'vegan') return { minutes: 25, until: `${name} golden and crisp` };
  if (protein.cooking === 'sear' && !protein.tags.includes('cook-through'))
    return { minutes: 12, until: `${name} browned outside and still pink in the middle` };
  if (protein.cooking === 'sear')
    return { minutes: 20, until: `${name} cooked through, with no pink inside` };
  return { minutes: 30, until: `${name} golden and cooked through` };
}

const wholeForRoasting = (ingredient: Ingredient) =>
  ingredient.portion.includes('clove') ? 'left whole in their skins' : 'in wedges';

export const traybake = defineFormula({
  dish: 'Traybake',
  category: 'roast',
  taste: 'savory',
  serves: 2,
  minutes: 50,
  base: seasoning,
  requires: ['vegetables'],
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      // A chop roasts well on the tray; a steak cut in strips does not.
      when: (ingredient) => notQuickPinkMeat(ingredient) || ingredient.tags.includes('on-the-bone'),
      cooking: ['fry', 'sear', 'roast', 'warm-through'],
      notTags: ['joint', 'ready-to-eat', 'patty'],
      // Roasted whole: a chicken thigh or a chop, not bite-sized pieces that dry out.
      prep: (ingredient) =>
        ingredient.diet === 'meat' && /bite-sized|strips/.test(ingredient.prep ?? '')
          ? ''
          : ingredient.diet === 'meat' && ingredient.cooking === 'sear'
            ? ''
            : undefined,
      featured: true,
    },
    vegetables: { roles: ['vegetable'], max: 4, tags: ['roasting-vegetable'], featured: true },
    aromatics: {
      roles: ['aromatic'],
      max: 2,
      tags: ['roasting-vegetable'],
      prep: wholeForRoasting,
    },
    herbs: { roles: ['herb', 'spice'], max: 2, tags: ['woody-herb', 'curry-spice'] },
    glaze: { roles: ['sauce'], max: 1, tags: ['marinade'] },
    finish: { roles: ['fruit', 'sweet'], max: 1, tags: ['citrus', 'dressing'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const vegetables = listInWords(
      dish.ingredients('vegetables', 'aromatics').map((one) => one.name),
    );
    const done = protein ? roasting(protein) : undefined;
    const [finish] = dish.ingredients('finish');
    // The harissa or miso coats the protein, or the vegetables when there is none.
    const glaze = dish.has('glaze') ? dish.names('glaze') : '';
    const brush = `brush with the rest of the oil${protein && glaze ? ` mixed with the ${glaze}` : ''}`;
    const tossWith = [dish.names('herbs'), protein ? '' : glaze].filter(Boolean);
    return [
      'Heat the oven to 220 °C (200 °C fan).',
      vegetables &&
        `Toss the ${vegetables} with ${tossWith.length > 0 ? `the ${listInWords(tossWith)}, ` : ''}half the oil, salt and pepper on a large baking tray and spread them out in one layer.`,
      done && done.minutes >= 40
        ? `Nestle the ${protein?.name} among them, ${brush}, season, and roast for 40 to 45 minutes, turning everything halfway, until ${done.until} and the vegetables are tender.`
        : done
          ? `Roast for ${40 - done.minutes} minutes.`
          : 'Roast for 35 to 40 minutes, turning halfway, until tender and golden at the edges.',
      done &&
        done.minutes < 40 &&
        `Turn the vegetables, nestle the ${protein?.name} among them, ${brush}, season, and roast for ${done.minutes} to ${done.minutes + 5} minutes more, until ${done.until}.`,
      finish &&
        `${finish.tags.includes('citrus') ? 'Squeeze' : 'Drizzle'} the ${finish.name} over everything and serve straight from the tray.`,
    ];
  },
});
