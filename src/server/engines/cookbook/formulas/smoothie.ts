import { defineFormula } from '../formula.ts';

export const smoothie = defineFormula({
  dish: 'Smoothie',
  category: 'drink',
  taste: 'sweet',
  serves: 2,
  minutes: 5,
  base: {
    liquid: {
      anyOf: ['milk', 'oat milk', 'soy milk', 'almond milk', 'rice milk', 'coconut milk', 'orange'],
      line: '250 ml milk or plant milk',
    },
  },
  slots: {
    fruit: {
      roles: ['fruit'],
      max: 3,
      tastes: ['sweet'],
      featured: true,
      // An orange is peeled before it is blended; other fruit comes as the catalogue prepares it.
      prep: (ingredient) =>
        ingredient.tags.includes('citrus') ? 'peeled and segmented' : undefined,
    },
    greens: { roles: ['greens'], max: 1, cooking: ['wilt'], featured: true },
    coffee: { roles: ['liquid'], max: 1, tags: ['smoothie'], featured: true },
    extras: {
      roles: ['dairy', 'nut', 'starch', 'sweet', 'spice', 'fruit'],
      max: 3,
      tags: ['smoothie'],
    },
  },
  steps: (dish) => [
    // The fruit is prepared as its line says ('2 ripe bananas, sliced'), not told again here.
    `Put the ${dish.names('liquid')} in a blender${dish.has('fruit', 'greens', 'coffee') ? ` with the ${dish.names('fruit', 'greens', 'coffee')}` : ''}.`,
    dish.has('extras') && `Add the ${dish.names('extras')}.`,
    'Blend for a minute until completely smooth, adding a splash more milk or a few ice cubes to get the thickness you like.',
    'Pour into two glasses and drink straight away.',
  ],
});
