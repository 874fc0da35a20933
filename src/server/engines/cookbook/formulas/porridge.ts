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
    fruit: {
      roles: ['fruit'],
      max: 2,
      tastes: ['sweet'],
      featured: true,
      // An orange goes on in slices, as in a salad; other fruit comes as the catalogue prepares it.
      prep: (ingredient) => (ingredient.tags.includes('citrus') ? 'peeled and sliced' : undefined),
    },
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
    // The fruit is prepared as its line says ('2 ripe bananas, sliced'), not told again here.
    `Spoon into bowls${dish.has('fruit', 'crunch', 'sweet') ? ` and top with the ${dish.names('fruit', 'crunch', 'sweet')}` : ''}.`,
  ],
});
