import { defineFormula } from '../formula.ts';
import { roastingVegetables, saladVegetables, seasoning, softHerbs } from './ingredient-groups.ts';

export const grainBowl = defineFormula({
  dish: 'Grain Bowl',
  category: 'rice and grains',
  taste: 'savory',
  serves: 2,
  minutes: 30,
  base: {
    grain: { anyOf: ['quinoa', 'rice', 'brown rice', 'couscous', 'bulgur'] },
    acid: { anyOf: ['lemon', 'lime', 'vinegar'], line: '1 lemon, juiced' },
    ...seasoning,
  },
  slots: {
    protein: {
      roles: ['protein', 'dairy'],
      max: 1,
      only: [
        'chicken',
        'tofu',
        'chickpea',
        'egg',
        'salmon',
        'halloumi',
        'black bean',
        'lentil',
        'tempeh',
        'edamame',
        'shrimp',
        'white bean',
      ],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable'],
      max: 3,
      only: [...roastingVegetables, ...saladVegetables],
      featured: true,
    },
    greens: { roles: ['greens'], max: 1, except: ['bok choy'] },
    cheese: { roles: ['dairy'], max: 1, only: ['feta', 'goat cheese'], featured: true },
    dressing: {
      roles: ['nut', 'sauce', 'dairy'],
      max: 1,
      only: ['tahini', 'hummus', 'pesto', 'yogurt'],
    },
    crunch: {
      roles: ['nut'],
      max: 1,
      only: ['almond', 'walnut', 'cashew', 'pumpkin seed', 'sesame seed', 'pine nut', 'peanut'],
    },
    herbs: { roles: ['herb'], max: 2, only: softHerbs },
  },
  steps: (dish) => [
    `Cook the ${dish.names('grain')} following the packet instructions, then fluff with a fork.`,
    dish.has('vegetables') &&
      `Meanwhile, toss the ${dish.names('vegetables')}, in bite-sized pieces, with half the oil and some salt, and roast at 220 °C (425 °F) for 20 minutes, or slice them raw if you prefer them crisp.`,
    dish.has('protein') &&
      `Cook the ${dish.names('protein')} in a hot pan with a little oil until golden and cooked through, then slice or season it.`,
    `Whisk the rest of the oil with the ${dish.names('acid')}${dish.has('dressing') ? ` and the ${dish.names('dressing')}` : ''}, salt and pepper to make a dressing.`,
    `Divide the ${dish.names('grain')} between two bowls${dish.has('greens') ? ` with the ${dish.names('greens')}` : ''} and arrange everything on top.`,
    `Spoon over the dressing${dish.has('cheese', 'crunch', 'herbs') ? ` and finish with the ${dish.names('cheese', 'crunch', 'herbs')}` : ''}.`,
  ],
});
