import { defineFormula } from '../formula.ts';
import { aromatics, seasoning } from './ingredient-groups.ts';

export const tacos = defineFormula({
  dish: 'Tacos',
  category: 'sandwich',
  taste: 'savory',
  serves: 2,
  minutes: 25,
  base: {
    tortillas: { anyOf: ['tortilla'], line: '6 small tortillas' },
    spice: { anyOf: ['cumin', 'paprika', 'chili flakes'] },
    lime: { anyOf: ['lime', 'lemon'] },
    ...seasoning,
  },
  slots: {
    protein: {
      roles: ['protein', 'dairy'],
      max: 1,
      only: [
        'ground beef',
        'chicken',
        'pork',
        'ground pork',
        'black bean',
        'kidney bean',
        'shrimp',
        'cod',
        'tofu',
        'halloumi',
        'egg',
        'beef',
        'turkey',
        'sausage',
      ],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable'],
      max: 3,
      only: [
        'bell pepper',
        'corn',
        'tomato',
        'avocado',
        'cabbage',
        'radish',
        'sweet potato',
        'zucchini',
        'mushroom',
        'cucumber',
        'cauliflower',
      ],
      featured: true,
    },
    greens: { roles: ['greens'], max: 1, only: ['lettuce', 'spinach'] },
    aromatics,
    herbs: { roles: ['herb'], max: 1, only: ['cilantro', 'mint', 'oregano'] },
    toppings: {
      roles: ['dairy', 'sauce'],
      max: 2,
      only: ['cheddar', 'sour cream', 'yogurt', 'feta', 'salsa', 'hot sauce'],
    },
  },
  steps: (dish) => [
    `Heat the oil in a frying pan over medium-high heat${dish.has('aromatics') ? ` and cook the ${dish.names('aromatics')}, chopped, for 3 minutes` : ''}.`,
    dish.has('protein') &&
      `Add the ${dish.names('protein')} with the ${dish.names('spice')}, salt and pepper and cook, breaking it up or turning it, for 6 to 8 minutes until browned and cooked through.`,
    !dish.has('protein') && `Add the ${dish.names('spice')} with a pinch of salt.`,
    dish.has('vegetables') &&
      `Cook or slice the ${dish.names('vegetables')}: sear anything firm in the pan for 4 minutes, keep soft ones fresh and chopped.`,
    `Squeeze the ${dish.names('lime')} over the filling and warm the tortillas in a dry pan for 20 seconds a side.`,
    `Fill the tortillas${dish.has('greens', 'herbs', 'toppings') ? ` and top with the ${dish.names('greens', 'herbs', 'toppings')}` : ''}, then serve at once.`,
  ],
});
