import { defineFormula } from '../formula.ts';
import { wokVegetables } from './ingredient-groups.ts';

export const friedRice = defineFormula({
  dish: 'Fried Rice',
  category: 'rice and grains',
  taste: 'savory',
  serves: 2,
  minutes: 20,
  base: {
    rice: { anyOf: ['rice', 'brown rice'], line: '300 g cooked rice, preferably a day old' },
    egg: { anyOf: ['egg'], line: '2 eggs, beaten' },
    soy: { anyOf: ['soy sauce'] },
    oil: { anyOf: ['vegetable oil', 'olive oil'] },
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      only: [
        'chicken',
        'ham',
        'bacon',
        'shrimp',
        'tofu',
        'sausage',
        'pork',
        'ground pork',
        'edamame',
        'turkey',
      ],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      only: [...wokVegetables, 'bok choy', 'spinach', 'kale'],
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 3, except: ['leek'] },
    sauces: {
      roles: ['sauce'],
      max: 1,
      only: ['oyster sauce', 'hot sauce', 'sesame oil', 'fish sauce'],
    },
  },
  steps: (dish) => [
    'Heat the oil in a wok or large frying pan over high heat.',
    dish.has('aromatics') &&
      `Stir-fry the ${dish.names('aromatics')}, finely chopped, for 30 seconds.`,
    dish.has('protein') &&
      `Add the ${dish.names('protein')}, in small pieces, and stir-fry until cooked through, about 4 minutes.`,
    dish.has('vegetables') &&
      `Add the ${dish.names('vegetables')}, diced, and stir-fry for 3 minutes.`,
    'Push everything to one side, pour the eggs into the space and scramble them until just set.',
    `Add the rice, breaking up any clumps, then the ${dish.names('soy')}${dish.has('sauces') ? ` and ${dish.names('sauces')}` : ''}, and toss over high heat for 3 minutes until hot and slightly crisp.`,
    'Taste, add more soy sauce if needed, and serve straight away.',
  ],
});
