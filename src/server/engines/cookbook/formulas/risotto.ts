import { defineFormula } from '../formula.ts';
import { seasoning } from './ingredient-groups.ts';

export const risotto = defineFormula({
  dish: 'Risotto',
  category: 'rice and grains',
  taste: 'savory',
  serves: 2,
  minutes: 35,
  base: {
    rice: { anyOf: ['arborio rice'] },
    stock: { anyOf: ['stock'], line: '750 ml hot vegetable or chicken stock' },
    onion: { anyOf: ['onion', 'shallot', 'leek'] },
    butter: { anyOf: ['butter', 'olive oil'] },
    cheese: { anyOf: ['parmesan'] },
    salt: seasoning.salt,
    pepper: seasoning.pepper,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      only: ['chicken', 'bacon', 'shrimp', 'sausage', 'ham'],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 2,
      only: [
        'mushroom',
        'pea',
        'asparagus',
        'butternut squash',
        'zucchini',
        'spinach',
        'tomato',
        'beetroot',
        'leek',
      ],
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 1, only: ['garlic'] },
    wine: { roles: ['sauce'], max: 1, only: ['white wine'] },
    herbs: {
      roles: ['herb', 'fruit'],
      max: 2,
      only: ['parsley', 'thyme', 'sage', 'basil', 'chive', 'lemon'],
    },
  },
  steps: (dish) => [
    `Melt half the ${dish.names('butter')} in a wide pan over medium heat and soften the ${dish.names('onion')}${dish.has('aromatics') ? ` and ${dish.names('aromatics')}` : ''}, finely chopped, for 5 minutes.`,
    dish.has('protein') &&
      `Add the ${dish.names('protein')}, in small pieces, and cook until golden and cooked through.`,
    `Stir in the ${dish.names('rice')} for 1 minute until glossy${dish.has('wine') ? `, then add the ${dish.names('wine')} and let it bubble away` : ''}.`,
    `Add the stock a ladleful at a time, stirring often and waiting until each is absorbed before adding the next, for 18 to 20 minutes${dish.has('vegetables') ? `; add the ${dish.names('vegetables')}, chopped small, halfway through` : ''}.`,
    `When the rice is creamy and just tender, take it off the heat and beat in the rest of the butter and the ${dish.names('cheese')}.`,
    `Season with salt and pepper${dish.has('herbs') ? `, stir in the ${dish.names('herbs')}` : ''} and rest for 2 minutes before serving.`,
  ],
});
