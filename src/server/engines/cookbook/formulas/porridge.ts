import { defineFormula } from '../formula.ts';

export const porridge = defineFormula({
  dish: 'Porridge',
  category: 'breakfast',
  taste: 'sweet',
  serves: 2,
  minutes: 10,
  base: {
    oats: { anyOf: ['oat'], line: '100 g rolled oats' },
    milk: {
      anyOf: ['milk', 'oat milk', 'soy milk', 'almond milk', 'rice milk', 'water'],
      line: '500 ml milk',
    },
    salt: { anyOf: ['salt'], line: 'A pinch of salt' },
  },
  slots: {
    fruit: { roles: ['fruit'], max: 2, tastes: ['sweet'], featured: true },
    crunch: { roles: ['nut'], max: 2, cooking: ['toast'], featured: true },
    sweet: {
      roles: ['sweet', 'spice', 'dairy'],
      max: 2,
      tags: ['smoothie', 'sweet-spice', 'creamy'],
    },
  },
  steps: (dish) => [
    `Put the oats and ${dish.names('milk')} in a pan with the salt.`,
    'Bring to a simmer over a medium heat and cook for 5 minutes, stirring often, until thick and creamy.',
    dish.has('fruit') && `Meanwhile, slice the ${dish.names('fruit')} if large.`,
    `Spoon into bowls${dish.has('fruit', 'crunch', 'sweet') ? ` and top with the ${dish.names('fruit', 'crunch', 'sweet')}` : ''}.`,
  ],
});
