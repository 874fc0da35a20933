import { defineFormula } from '../formula.ts';
import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { cookForSalad, saladPrep, saladProteinCooking } from './cook-protein.ts';
import { juiced, seasoning } from './ingredient-groups.ts';

export const grainBowl = defineFormula({
  dish: 'Grain Bowl',
  category: 'rice and grains',
  taste: 'savory',
  serves: 2,
  minutes: 35,
  base: {
    grain: { anyOf: ['quinoa', 'rice', 'brown rice', 'couscous', 'bulgur'] },
    acid: { anyOf: ['lemon', 'lime', 'vinegar', 'orange'], line: juiced },
    ...seasoning,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      cooking: saladProteinCooking,
      notTags: ['on-the-bone', 'joint'],
      prep: saladPrep,
      featured: true,
    },
    roasted: {
      roles: ['vegetable'],
      max: 3,
      tags: ['roasting-vegetable'],
      notTags: ['main-starch'],
      featured: true,
    },
    fresh: {
      roles: ['vegetable'],
      max: 2,
      tags: ['salad-vegetable'],
      cooking: ['unset', 'raw', 'warm-through', 'boil'],
      featured: true,
    },
    greens: { roles: ['greens'], max: 1, cooking: ['raw', 'wilt'] },
    cheese: { roles: ['dairy'], max: 1, tags: ['cheese'], featured: true },
    dressing: {
      roles: ['nut', 'sauce', 'dairy', 'sweet'],
      max: 1,
      tags: ['dressing', 'spread', 'creamy'],
    },
    crunch: { roles: ['nut'], max: 1, cooking: ['toast'] },
    herbs: { roles: ['herb'], max: 2, tags: ['soft-herb'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    // Frozen peas are warmed with the grain, not scattered on frozen; tinned sweetcorn, jarred
    // artichokes and roasted peppers are ready to eat and top the bowl as they come.
    const readyToEat = (one: Ingredient) => one.tags.includes('ready-to-eat');
    // Broad beans are boiled with it too.
    const withTheGrain = (one: Ingredient) =>
      one.cooking === 'boil' || (one.cooking === 'warm-through' && !readyToEat(one));
    const warmed = namesOf(dish.ingredients('fresh').filter(withTheGrain));
    const toppings = listInWords(
      [
        ...dish.ingredients('fresh').filter((one) => !withTheGrain(one)),
        ...dish.ingredients('protein', 'cheese', 'crunch', 'herbs'),
      ].map((one) => one.name),
    );
    return [
      dish.has('roasted') &&
        `Heat the oven to 220 °C (200 °C fan). Toss the ${dish.names('roasted')} with half the oil and a pinch of salt on a baking tray and roast for 25 to 30 minutes, turning once, until tender and golden.`,
      `Cook the ${dish.names('grain')} following the packet instructions${warmed ? `, adding the ${warmed} for the last 3 minutes` : ''}, then fluff it with a fork.`,
      protein && cookForSalad(protein),
      `Whisk ${dish.has('roasted') ? 'the rest of the' : 'the'} oil with the ${dish.names('acid')}${dish.ingredients('acid')[0]?.role === 'fruit' ? ' juice' : ''}${dish.has('dressing') ? ` and the ${dish.names('dressing')}` : ''}, salt and pepper to make a dressing.`,
      `Divide the ${dish.names('grain')} between two bowls${dish.has('greens') ? ` with the ${dish.names('greens')}` : ''}${dish.has('roasted') ? ` and pile the ${dish.names('roasted')} on top` : ''}.`,
      `Spoon over the dressing${toppings ? ` and finish with the ${toppings}` : ''}.`,
    ];
  },
});
