import { defineFormula } from '../formula.ts';
import { aromatics, seasoning } from './ingredient-groups.ts';

export const soup = defineFormula({
  dish: 'Soup',
  category: 'soup',
  taste: 'savory',
  serves: 4,
  minutes: 40,
  base: { stock: { anyOf: ['stock'], line: '1 litre vegetable or chicken stock' }, ...seasoning },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      only: [
        'chicken',
        'sausage',
        'bacon',
        'ham',
        'lentil',
        'white bean',
        'chickpea',
        'kidney bean',
        'black bean',
        'tofu',
      ],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 4,
      except: [
        'cucumber',
        'avocado',
        'olive',
        'radish',
        'lettuce',
        'rocket',
        'bean sprout',
        'water chestnut',
        'watercress',
      ],
      featured: true,
    },
    starch: { roles: ['starch'], max: 1, only: ['pasta', 'noodle', 'rice', 'quinoa'] },
    aromatics,
    spices: {
      roles: ['spice'],
      max: 2,
      only: [
        'cumin',
        'paprika',
        'curry powder',
        'turmeric',
        'ground coriander',
        'chili flakes',
        'italian herbs',
      ],
    },
    herbs: { roles: ['herb'], max: 2 },
    tomatoes: {
      roles: ['sauce'],
      max: 1,
      only: ['canned tomato', 'tomato paste', 'coconut milk'],
    },
    finish: { roles: ['dairy'], max: 1, only: ['cream', 'parmesan', 'sour cream', 'yogurt'] },
  },
  steps: (dish) => [
    `Warm the oil in a large pan over medium heat${dish.has('aromatics') ? ` and cook the ${dish.names('aromatics')}, chopped, for 5 minutes until soft` : ''}.`,
    dish.has('protein') &&
      `Add the ${dish.names('protein')}${dish.has('spices') ? ` and the ${dish.names('spices')}` : ''} and cook for 3 minutes.`,
    !dish.has('protein') &&
      dish.has('spices') &&
      `Stir in the ${dish.names('spices')} and cook for 1 minute.`,
    dish.has('vegetables') &&
      `Add the ${dish.names('vegetables')}, chopped into even pieces, and stir for 2 minutes.`,
    `Pour in the stock${dish.has('tomatoes') ? ` and the ${dish.names('tomatoes')}` : ''}, bring to the boil, then simmer for 20 minutes until everything is tender.`,
    dish.has('starch') &&
      `Add the ${dish.names('starch')} for the time the packet says, until cooked.`,
    `Season with salt and pepper${dish.has('herbs') ? `, stir in the ${dish.names('herbs')}, chopped,` : ''} and serve${dish.has('finish') ? ` with the ${dish.names('finish')} on top` : ''}.`,
  ],
});
