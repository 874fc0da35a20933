import { defineFormula, ifUsing } from '../formula.ts';

export const crumble = defineFormula({
  dish: 'Crumble',
  category: 'dessert',
  taste: 'sweet',
  serves: 4,
  minutes: 50,
  base: {
    flour: { anyOf: ['flour'], line: '150 g plain flour' },
    butter: {
      anyOf: ['butter', 'plant spread'],
      line: (ingredient) =>
        ingredient.id === 'butter'
          ? '100 g cold butter, diced'
          : '100 g cold plant spread or vegan block',
    },
    sugar: { anyOf: ['sugar'], line: '100 g sugar' },
    oats: { anyOf: ['oat'], line: '50 g rolled oats', optional: true },
  },
  slots: {
    fruit: { roles: ['fruit'], max: 2, tags: ['baking-fruit'], featured: true },
    nuts: { roles: ['nut'], max: 1, cooking: ['toast'] },
    spice: { roles: ['spice'], max: 2, tags: ['sweet-spice'] },
    serve: { roles: ['dairy', 'sweet'], max: 1, tags: ['creamy', 'pudding-sauce'] },
  },
  steps: (dish) => [
    'Heat the oven to 190 °C (170 °C fan).',
    // The list already says how the fruit is cut (sliced, diced, halved); berries go in whole.
    `Spread the ${dish.names('fruit')} in a baking dish and toss with 2 tbsp of the sugar${dish.has('spice') ? ` and the ${dish.names('spice')}` : ''}.`,
    `Rub the ${dish.names('butter')} into the flour with your fingertips until it looks like coarse crumbs, then stir in the rest of the sugar${dish.has('nuts') ? `, the chopped ${dish.names('nuts')}` : ''} and the ${dish.names('oats')}${ifUsing(dish, 'oats')}.`,
    'Scatter the crumble over the fruit without pressing it down.',
    'Bake for 35 to 40 minutes, until golden on top and bubbling at the edges.',
    `Rest for 5 minutes and serve warm${dish.has('serve') ? ` with the ${dish.names('serve')}` : ''}.`,
  ],
});
