import { defineFormula } from '../formula.ts';
import { wokVegetables } from './ingredient-groups.ts';

export const stirFry = defineFormula({
  dish: 'Stir-Fry',
  category: 'stir-fry',
  taste: 'savory',
  serves: 2,
  minutes: 20,
  base: {
    starch: { anyOf: ['rice', 'noodle', 'brown rice'], line: '150 g rice, to serve' },
    soy: { anyOf: ['soy sauce'] },
    oil: { anyOf: ['vegetable oil', 'olive oil'] },
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      only: [
        'chicken',
        'beef',
        'pork',
        'ground pork',
        'shrimp',
        'tofu',
        'tempeh',
        'turkey',
        'edamame',
        'lamb',
      ],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 4,
      only: [...wokVegetables, 'bok choy', 'spinach', 'kale', 'chard'],
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 3 },
    sauces: {
      roles: ['sauce', 'sweet'],
      max: 2,
      only: ['oyster sauce', 'hot sauce', 'sesame oil', 'fish sauce', 'honey', 'vinegar', 'miso'],
    },
    crunch: { roles: ['nut'], max: 1, only: ['peanut', 'cashew', 'sesame seed'] },
    herbs: { roles: ['herb'], max: 1, only: ['cilantro', 'basil', 'mint'] },
  },
  steps: (dish) => [
    `Cook the ${dish.names('starch')} following the packet instructions and keep warm.`,
    `Mix the ${dish.names('soy')}${dish.has('sauces') ? ` with the ${dish.names('sauces')}` : ''} and 2 tbsp water in a cup.`,
    dish.has('protein') &&
      `Heat the oil in a wok or large frying pan over high heat and stir-fry the ${dish.names('protein')}, in thin strips or cubes, for 4 to 5 minutes until browned and cooked through; lift it out.`,
    dish.has('aromatics') &&
      `Add the ${dish.names('aromatics')}, finely chopped, and stir-fry for 30 seconds until fragrant.`,
    dish.has('vegetables') &&
      `Add the ${dish.names('vegetables')}, cut into bite-sized pieces, and stir-fry for 3 to 4 minutes so they stay crisp.`,
    `Return ${dish.has('protein') ? `the ${dish.names('protein')}` : 'everything'} to the pan, pour in the sauce and toss for a minute until glossy.`,
    `Serve over the ${dish.names('starch')}${dish.has('crunch', 'herbs') ? `, topped with the ${dish.names('crunch', 'herbs')}` : ''}.`,
  ],
});
