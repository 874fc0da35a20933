import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { defineFormula } from '../formula.ts';
import { isOrAre } from '../is-or-are.ts';
import { namesOf } from '../list-in-words.ts';
import { seasoning } from './ingredient-groups.ts';

/** A joint roasts hot for about 1½ hours; a braising joint slow-roasts, covered, for 4. */
const slow = (joint: Ingredient) => joint.cooking === 'braise';

function doneWhen(joint: Ingredient): string {
  const it = `the ${joint.name} ${isOrAre(joint.name)}`;
  if (slow(joint)) return `${it} tender enough to pull apart with a fork`;
  return joint.tags.includes('cook-through')
    ? `${it} cooked through, with clear juices and no pink near the bone`
    : `${it} browned outside and still a little pink in the middle`;
}

export const roast = defineFormula({
  dish: 'Roast',
  category: 'roast',
  taste: 'savory',
  serves: 4,
  minutes: (dish) => (dish.ingredients('joint').some(slow) ? 270 : 120),
  base: { ...seasoning, water: { anyOf: ['water'], line: '200 ml water' } },
  requires: ['joint'],
  slots: {
    joint: {
      roles: ['protein'],
      max: 1,
      tags: ['joint'],
      cooking: ['roast', 'braise'],
      featured: true,
    },
    vegetables: { roles: ['vegetable'], max: 3, tags: ['roasting-vegetable'], featured: true },
    garlic: {
      roles: ['aromatic'],
      max: 2,
      tags: ['roasting-vegetable'],
      prep: (ingredient) =>
        ingredient.portion.includes('clove') ? 'left whole in their skins' : 'in wedges',
    },
    herbs: { roles: ['herb', 'spice'], max: 2, tags: ['woody-herb', 'curry-spice'] },
    citrus: { roles: ['fruit'], max: 1, tags: ['citrus'] },
  },
  steps: (dish) => {
    const [joint] = dish.ingredients('joint');
    if (!joint) return [];
    const slowly = slow(joint);
    const around = namesOf(dish.ingredients('vegetables', 'garlic'));
    const rub = namesOf(dish.ingredients('herbs'));
    return [
      `Heat the oven to ${slowly ? '160 °C (140 °C fan)' : '200 °C (180 °C fan)'}. Take the ${joint.name} out of the fridge 30 minutes before it goes in.`,
      `Rub the ${joint.name} with half the oil${rub ? `, the ${rub}` : ''}${dish.has('citrus') ? `, the zest of the ${dish.names('citrus')}` : ''} and plenty of salt and pepper, and sit it in a large roasting tin.`,
      slowly
        ? `Pour the water into the tin, cover tightly with foil and roast for 3 hours.`
        : 'Pour the water into the tin, so the juices do not burn, and roast for 30 minutes.',
      around &&
        `Toss the ${around} with the rest of the oil and some salt, and spread them around the ${joint.name}${slowly ? ', uncovering the tin' : ''}.`,
      `Roast for ${slowly ? '1 hour more' : '1 hour more, turning the vegetables once'}, until ${doneWhen(joint)}${around ? ', and the vegetables are tender and golden' : ''}.`,
      `Rest the ${joint.name} on a board, loosely covered with foil, for 15 minutes${dish.has('citrus') ? `, squeeze the ${dish.names('citrus')} over the vegetables` : ''}, then carve and serve with everything from the tin.`,
    ];
  },
});
