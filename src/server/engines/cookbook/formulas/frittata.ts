import { defineFormula } from '../formula.ts';
import {
  cookedMeatAndFish,
  meltingCheeses,
  roastingVegetables,
  seasoning,
} from './ingredient-groups.ts';

export const frittata = defineFormula({
  dish: 'Frittata',
  category: 'breakfast',
  taste: 'savory',
  serves: 2,
  minutes: 25,
  base: { eggs: { anyOf: ['egg'], line: '6 eggs' }, ...seasoning },
  slots: {
    protein: { roles: ['protein'], max: 1, only: cookedMeatAndFish, featured: true },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      only: [
        ...roastingVegetables,
        'spinach',
        'kale',
        'chard',
        'pea',
        'corn',
        'artichoke',
        'olive',
      ],
      featured: true,
    },
    cheese: { roles: ['dairy'], max: 1, only: meltingCheeses, featured: true },
    aromatics: {
      roles: ['aromatic'],
      max: 2,
      only: ['onion', 'garlic', 'spring onion', 'shallot', 'leek', 'chili'],
    },
    herbs: { roles: ['herb'], max: 2 },
  },
  steps: (dish) => [
    'Heat the grill (broiler) to high. Beat the eggs with a good pinch of salt and pepper.',
    dish.has('aromatics') &&
      `Warm the oil in an ovenproof frying pan over medium heat and soften the ${dish.names('aromatics')}, finely chopped, for 4 minutes.`,
    !dish.has('aromatics') && 'Warm the oil in an ovenproof frying pan over medium heat.',
    dish.has('vegetables') &&
      `Add the ${dish.names('vegetables')}, cut into small pieces, and cook for 5 to 6 minutes until tender.`,
    dish.has('protein') &&
      `Stir in the ${dish.names('protein')}, in bite-sized pieces, to warm through.`,
    `Pour in the eggs${dish.has('herbs') ? ` with the ${dish.names('herbs')}, chopped,` : ''} and cook gently without stirring for 6 to 8 minutes, until the edges set.`,
    dish.has('cheese') && `Scatter the ${dish.names('cheese')} over the top.`,
    'Slide the pan under the grill for 2 to 3 minutes until puffed and golden, then rest for a minute and cut into wedges.',
  ],
});
