import { defineFormula } from '../formula.ts';
import { berries } from './ingredient-groups.ts';

export const pancakes = defineFormula({
  dish: 'Pancakes',
  category: 'breakfast',
  taste: 'sweet',
  serves: 2,
  minutes: 25,
  base: {
    flour: { anyOf: ['flour'], line: '150 g plain flour' },
    raising: { anyOf: ['baking powder'] },
    egg: { anyOf: ['egg'], line: '1 egg' },
    milk: { anyOf: ['milk', 'oat milk'], line: '200 ml milk' },
    butter: { anyOf: ['butter', 'vegetable oil'], line: '1 tbsp butter, for the pan' },
  },
  slots: {
    fruit: {
      roles: ['fruit'],
      max: 2,
      only: ['banana', 'apple', 'pear', 'peach', 'mango', ...berries],
      featured: true,
    },
    sweet: {
      roles: ['sweet', 'spice', 'nut'],
      max: 2,
      only: ['maple syrup', 'honey', 'chocolate', 'jam', 'cinnamon', 'vanilla', 'peanut butter'],
      featured: true,
    },
    side: { roles: ['dairy'], max: 1, only: ['yogurt', 'cream'] },
  },
  steps: (dish) => [
    `Whisk the flour, baking powder and a pinch of salt in a bowl, then whisk in the egg and milk to a thick, smooth batter${dish.has('sweet') ? '' : ' with 1 tbsp sugar if you have some'}.`,
    dish.has('fruit') &&
      `Slice or chop the ${dish.names('fruit')}; fold half into the batter and keep the rest for the top.`,
    'Melt a little butter in a non-stick frying pan over medium heat and pour in small ladlefuls of batter.',
    'Cook for 2 minutes until bubbles cover the surface, flip, and cook 1 minute more; keep warm while you cook the rest.',
    `Serve in stacks${dish.has('fruit', 'sweet', 'side') ? ` with the ${dish.names('fruit', 'sweet', 'side')}` : ''}.`,
  ],
});
