import { defineFormula } from '../formula.ts';
import { seasoning, softHerbs } from './ingredient-groups.ts';

export const omelette = defineFormula({
  dish: 'Omelette',
  category: 'breakfast',
  taste: 'savory',
  serves: 1,
  minutes: 10,
  base: {
    eggs: { anyOf: ['egg'], line: '3 eggs' },
    butter: { anyOf: ['butter', 'olive oil', 'vegetable oil'], line: '1 tbsp butter' },
    salt: seasoning.salt,
    pepper: seasoning.pepper,
  },
  slots: {
    filling: {
      roles: ['protein', 'vegetable', 'greens'],
      max: 2,
      only: ['ham', 'bacon', 'mushroom', 'spinach', 'tomato', 'bell pepper', 'salmon', 'kale'],
      featured: true,
    },
    cheese: {
      roles: ['dairy'],
      max: 1,
      only: ['cheddar', 'feta', 'goat cheese', 'mozzarella', 'parmesan', 'cream cheese'],
      featured: true,
    },
    herbs: { roles: ['herb', 'aromatic'], max: 2, only: [...softHerbs, 'spring onion'] },
  },
  steps: (dish) => [
    'Beat the eggs with a pinch of salt and pepper until just combined.',
    dish.has('filling') &&
      `Cook the ${dish.names('filling')}, chopped small, in half the butter in a non-stick pan over medium heat for 3 to 4 minutes, then tip onto a plate.`,
    'Melt the remaining butter in the pan over medium heat until it foams, then pour in the eggs.',
    'Stir gently for 20 seconds, then let the omelette set for about a minute, tilting the pan so the runny egg reaches the edges.',
    `While the top is still soft, scatter ${[dish.has('filling') && 'the filling', dish.has('cheese') && `the ${dish.names('cheese')}`, dish.has('herbs') && `the ${dish.names('herbs')}, chopped`].filter(Boolean).join(', ') || 'a little pepper'} over one half.`,
    'Fold the omelette in half and slide it onto a warm plate.',
  ],
});
