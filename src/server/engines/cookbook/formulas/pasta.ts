import { defineFormula } from '../formula.ts';
import { aromatics, seasoning, softHerbs } from './ingredient-groups.ts';

export const pasta = defineFormula({
  dish: 'Pasta',
  category: 'pasta',
  taste: 'savory',
  serves: 2,
  minutes: 25,
  base: { pasta: { anyOf: ['pasta', 'spaghetti', 'gnocchi'] }, ...seasoning },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      only: [
        'bacon',
        'sausage',
        'chicken',
        'tuna',
        'shrimp',
        'ground beef',
        'anchovy',
        'ham',
        'salmon',
        'white bean',
        'chickpea',
      ],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      only: [
        'tomato',
        'zucchini',
        'mushroom',
        'pea',
        'broccoli',
        'bell pepper',
        'eggplant',
        'asparagus',
        'olive',
        'artichoke',
        'butternut squash',
        'spinach',
        'kale',
        'rocket',
        'chard',
        'cauliflower',
      ],
      featured: true,
    },
    aromatics,
    sauce: {
      roles: ['sauce'],
      max: 2,
      only: ['canned tomato', 'pesto', 'capers', 'tomato paste', 'white wine'],
    },
    cheese: {
      roles: ['dairy'],
      max: 1,
      only: ['parmesan', 'ricotta', 'mozzarella', 'feta', 'goat cheese', 'cream', 'cheddar'],
      featured: true,
    },
    herbs: { roles: ['herb'], max: 2, only: [...softHerbs, 'oregano', 'thyme', 'sage'] },
    crunch: {
      roles: ['nut', 'spice', 'fruit'],
      max: 2,
      only: ['pine nut', 'walnut', 'chili flakes', 'lemon'],
    },
  },
  steps: (dish) => [
    `Bring a large pan of well-salted water to the boil and cook the ${dish.names('pasta')} until just tender; keep a mugful of the cooking water.`,
    `Meanwhile, warm the oil in a wide frying pan over medium heat${dish.has('protein') ? ` and cook the ${dish.names('protein')}, in bite-sized pieces, until golden and cooked through` : ''}.`,
    dish.has('aromatics') &&
      `Add the ${dish.names('aromatics')}, finely chopped, and cook for 2 minutes without browning.`,
    dish.has('vegetables') &&
      `Add the ${dish.names('vegetables')}, chopped, and cook for 5 to 6 minutes until tender.`,
    dish.has('sauce') && `Stir in the ${dish.names('sauce')} and simmer for 5 minutes.`,
    `Drain the ${dish.names('pasta')}, tip it into the pan with a splash of the cooking water and toss until glossy${dish.has('cheese') ? `, then stir through the ${dish.names('cheese')}` : ''}.`,
    `Season with salt and pepper${dish.has('herbs', 'crunch') ? ` and finish with the ${dish.names('herbs', 'crunch')}` : ''}.`,
  ],
});
