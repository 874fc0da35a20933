import { defineFormula } from '../formula.ts';
import { saladVegetables, seasoning, softHerbs } from './ingredient-groups.ts';

export const salad = defineFormula({
  dish: 'Salad',
  category: 'salad',
  taste: 'savory',
  serves: 2,
  minutes: 15,
  base: {
    acid: { anyOf: ['lemon', 'lime', 'vinegar'], line: '1 tbsp red wine vinegar' },
    ...seasoning,
  },
  slots: {
    vegetables: { roles: ['vegetable'], max: 3, only: saladVegetables, featured: true },
    protein: {
      roles: ['protein', 'dairy'],
      max: 1,
      only: [
        'chicken',
        'tuna',
        'egg',
        'chickpea',
        'white bean',
        'salmon',
        'halloumi',
        'black bean',
        'lentil',
        'shrimp',
        'ham',
        'bacon',
      ],
      featured: true,
    },
    greens: { roles: ['greens'], max: 2, except: ['bok choy', 'chard'], featured: true },
    cheese: {
      roles: ['dairy'],
      max: 1,
      only: ['feta', 'goat cheese', 'mozzarella', 'parmesan', 'cheddar'],
      featured: true,
    },
    fruit: {
      roles: ['fruit'],
      max: 1,
      only: ['apple', 'pear', 'orange', 'strawberry', 'mango', 'grape', 'peach', 'watermelon'],
      acceptsSweet: true,
      featured: true,
    },
    crunch: {
      roles: ['nut', 'starch'],
      max: 1,
      only: ['almond', 'walnut', 'cashew', 'pumpkin seed', 'pine nut', 'sesame seed', 'breadcrumb'],
    },
    herbs: {
      roles: ['herb', 'aromatic'],
      max: 2,
      only: [...softHerbs, 'spring onion', 'shallot'],
    },
    dressing: {
      roles: ['sauce', 'sweet'],
      max: 2,
      only: ['mustard', 'honey', 'maple syrup', 'mayonnaise'],
    },
  },
  steps: (dish) => [
    `Whisk the oil with the ${dish.names('acid')}${dish.has('dressing') ? `, the ${dish.names('dressing')}` : ''} and a pinch of salt and pepper to make a dressing.`,
    dish.has('protein') &&
      `Prepare the ${dish.names('protein')}: cook it if it is raw, cool it a little, then slice or flake it.`,
    dish.has('greens') && `Wash and dry the ${dish.names('greens')} and tear into a large bowl.`,
    dish.has('vegetables', 'fruit') &&
      `Cut the ${dish.names('vegetables', 'fruit')} into bite-sized pieces and add them.`,
    `Toss with the dressing just before serving${dish.has('protein', 'cheese') ? `, then top with the ${dish.names('protein', 'cheese')}` : ''}.`,
    dish.has('crunch', 'herbs') && `Finish with the ${dish.names('crunch', 'herbs')}.`,
  ],
});
