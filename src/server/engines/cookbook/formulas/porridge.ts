import { defineFormula } from '../formula.ts';

export const porridge = defineFormula({
  dish: 'Porridge',
  category: 'breakfast',
  taste: 'sweet',
  serves: 2,
  minutes: 10,
  base: {
    oats: { anyOf: ['oat'], line: '100 g rolled oats' },
    milk: { anyOf: ['milk', 'oat milk', 'water'], line: '500 ml milk or water' },
  },
  slots: {
    fruit: { roles: ['fruit'], max: 2, except: ['lemon', 'lime', 'watermelon'], featured: true },
    crunch: { roles: ['nut'], max: 2, except: ['tahini', 'sesame seed'], featured: true },
    sweet: {
      roles: ['sweet', 'spice', 'dairy'],
      max: 2,
      only: ['honey', 'maple syrup', 'jam', 'cinnamon', 'vanilla', 'nutmeg', 'yogurt', 'cocoa'],
    },
  },
  steps: (dish) => [
    `Put the oats and ${dish.names('milk')} in a pan with a pinch of salt.`,
    'Bring to a simmer over medium heat and cook for 5 minutes, stirring often, until thick and creamy.',
    dish.has('fruit') && `Meanwhile, slice the ${dish.names('fruit')}.`,
    `Spoon into bowls${dish.has('fruit', 'crunch', 'sweet') ? ` and top with the ${dish.names('fruit', 'crunch', 'sweet')}` : ''}.`,
  ],
});
