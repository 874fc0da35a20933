import { defineFormula } from '../formula.ts';

export const pancakes = defineFormula({
  dish: 'Pancakes',
  category: 'breakfast',
  taste: 'sweet',
  serves: 2,
  minutes: 25,
  base: {
    flour: { anyOf: ['flour'], line: '150 g plain flour' },
    raising: { anyOf: ['baking powder'] },
    sugar: { anyOf: ['sugar'], line: '1 tbsp sugar' },
    egg: { anyOf: ['egg'], line: '1 egg' },
    milk: {
      anyOf: ['milk', 'buttermilk', 'oat milk', 'soy milk', 'almond milk', 'rice milk'],
      line: '200 ml milk',
    },
    butter: { anyOf: ['butter', 'vegetable oil'], line: '1 tbsp butter, for the pan' },
    salt: { anyOf: ['salt'], line: 'A pinch of salt' },
  },
  slots: {
    fruit: { roles: ['fruit'], max: 2, tags: ['baking-fruit'], featured: true },
    sweet: { roles: ['sweet'], max: 2, notTags: ['pudding-sauce'], featured: true },
    spice: { roles: ['spice'], max: 1, tags: ['sweet-spice'] },
    citrus: { roles: ['fruit'], max: 1, tags: ['citrus'] },
    side: { roles: ['dairy'], max: 1, tags: ['creamy'] },
  },
  steps: (dish) => [
    `Whisk the flour, baking powder, sugar${dish.has('spice') ? `, ${dish.names('spice')}` : ''} and salt in a bowl, then whisk in the egg and ${dish.names('milk')} to a thick, smooth batter.`,
    // The fruit comes prepared as its line says ('2 ripe bananas, sliced'), not cut again here.
    dish.has('fruit') &&
      `Fold half the ${dish.names('fruit')} into the batter and keep the rest for the top.`,
    `Heat a little of the ${dish.names('butter')} in a non-stick frying pan over a medium heat and pour in small ladlefuls of batter.`,
    'Cook for 2 minutes, until bubbles cover the surface, flip, and cook 1 minute more; keep warm while you cook the rest.',
    // A lemon is squeezed over, never served whole beside them.
    `${dish.has('citrus') ? `Squeeze the ${dish.names('citrus')} over the pancakes and serve` : 'Serve'} in stacks${dish.has('fruit', 'sweet', 'side') ? ` with the ${dish.names('fruit', 'sweet', 'side')}` : ''}.`,
  ],
});
