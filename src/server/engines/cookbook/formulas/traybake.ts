import { defineFormula } from '../formula.ts';
import { roastingVegetables, seasoning, woodyHerbs } from './ingredient-groups.ts';

export const traybake = defineFormula({
  dish: 'Traybake',
  category: 'roast',
  taste: 'savory',
  serves: 2,
  minutes: 45,
  base: seasoning,
  slots: {
    protein: {
      roles: ['protein', 'dairy'],
      max: 1,
      only: [
        'chicken',
        'sausage',
        'salmon',
        'cod',
        'tofu',
        'chickpea',
        'halloumi',
        'pork',
        'lamb',
        'turkey',
      ],
      featured: true,
    },
    vegetables: { roles: ['vegetable'], max: 4, only: roastingVegetables, featured: true },
    aromatics: {
      roles: ['aromatic'],
      max: 2,
      only: ['onion', 'garlic', 'shallot', 'leek', 'chili'],
    },
    herbs: {
      roles: ['herb', 'spice'],
      max: 2,
      only: [...woodyHerbs, 'paprika', 'cumin', 'chili flakes'],
    },
    finish: {
      roles: ['fruit', 'sauce', 'sweet'],
      max: 1,
      only: ['lemon', 'vinegar', 'honey', 'pesto'],
    },
  },
  steps: (dish) => [
    'Heat the oven to 220 °C (200 °C fan, 425 °F).',
    dish.has('vegetables', 'aromatics') &&
      `Cut the ${dish.names('vegetables', 'aromatics')} into even, bite-sized chunks.`,
    `Toss everything${dish.has('herbs') ? ` with the ${dish.names('herbs')},` : ''} the oil, salt and pepper on a large baking tray in one layer.`,
    'Roast for 20 minutes, then turn everything over.',
    dish.has('protein') &&
      `Nestle the ${dish.names('protein')} among the vegetables, brush with a little oil and roast for 15 to 25 minutes more, until cooked through.`,
    !dish.has('protein') && 'Roast for 15 minutes more, until golden at the edges.',
    dish.has('finish') &&
      `Finish with the ${dish.names('finish')} and serve straight from the tray.`,
  ],
});
