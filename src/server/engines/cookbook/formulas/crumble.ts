import { defineFormula } from '../formula.ts';
import { berries } from './ingredient-groups.ts';

export const crumble = defineFormula({
  dish: 'Crumble',
  category: 'dessert',
  taste: 'sweet',
  serves: 4,
  minutes: 45,
  base: {
    flour: { anyOf: ['flour'], line: '150 g plain flour' },
    butter: { anyOf: ['butter'], line: '100 g cold butter, diced' },
    sugar: { anyOf: ['sugar'], line: '100 g sugar' },
  },
  slots: {
    fruit: {
      roles: ['fruit'],
      max: 2,
      only: ['apple', 'pear', 'peach', 'mango', 'cherry', 'pineapple', 'banana', ...berries],
      featured: true,
    },
    topping: { roles: ['starch', 'nut'], max: 2, only: ['oat', 'almond', 'walnut', 'coconut'] },
    spice: { roles: ['spice'], max: 2, only: ['cinnamon', 'ginger powder', 'vanilla', 'nutmeg'] },
    serve: { roles: ['dairy'], max: 1, only: ['cream', 'yogurt'] },
  },
  steps: (dish) => [
    'Heat the oven to 190 °C (170 °C fan, 375 °F).',
    `Cut the ${dish.names('fruit')} into bite-sized pieces and spread in a baking dish; toss with 2 tbsp of the sugar${dish.has('spice') ? ` and the ${dish.names('spice')}` : ''}.`,
    `Rub the butter into the flour with your fingertips until it looks like coarse crumbs, then stir in the rest of the sugar${dish.has('topping') ? ` and the ${dish.names('topping')}` : ''}.`,
    'Scatter the crumble over the fruit without pressing it down.',
    'Bake for 30 to 35 minutes until golden on top and bubbling at the edges.',
    `Rest for 5 minutes and serve warm${dish.has('serve') ? ` with the ${dish.names('serve')}` : ''}.`,
  ],
});
