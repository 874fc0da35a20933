import { defineFormula } from '../formula.ts';
import { seasoning, softHerbs } from './ingredient-groups.ts';

export const toast = defineFormula({
  dish: 'on Toast',
  category: 'breakfast',
  taste: 'savory',
  serves: 2,
  minutes: 15,
  base: { bread: { anyOf: ['bread', 'pita'], line: '4 thick slices bread' }, ...seasoning },
  slots: {
    spread: {
      roles: ['vegetable', 'sauce', 'dairy', 'nut'],
      max: 1,
      only: ['avocado', 'hummus', 'ricotta', 'cream cheese', 'goat cheese', 'feta', 'pesto'],
      featured: true,
    },
    topping: {
      roles: ['protein', 'vegetable', 'greens'],
      max: 2,
      only: [
        'egg',
        'tomato',
        'mushroom',
        'spinach',
        'rocket',
        'salmon',
        'ham',
        'bacon',
        'white bean',
        'radish',
        'cucumber',
        'asparagus',
      ],
      featured: true,
    },
    herbs: {
      roles: ['herb', 'spice', 'aromatic', 'fruit'],
      max: 2,
      only: [...softHerbs, 'chili flakes', 'spring onion', 'lemon', 'lime'],
    },
  },
  steps: (dish) => [
    'Toast the bread until golden and drizzle it with a little oil.',
    dish.has('topping') &&
      `Meanwhile, cook the ${dish.names('topping')} as each likes best: eggs poached or fried, mushrooms and tomatoes seared in a hot pan with a little oil for 4 minutes, leaves and raw vegetables simply sliced.`,
    dish.has('spread') &&
      `Spread the toast thickly with the ${dish.names('spread')}, mashed with a pinch of salt if needed.`,
    `Pile ${dish.has('topping') ? 'the toppings' : 'everything'} on, season with salt and pepper${dish.has('herbs') ? ` and finish with the ${dish.names('herbs')}` : ''}.`,
  ],
});
