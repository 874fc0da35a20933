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
    fruit: { roles: ['fruit'], max: 3, tastes: ['sweet'], featured: true },
    greens: { roles: ['greens'], max: 1, cooking: ['wilt'], featured: true },
    coffee: { roles: ['liquid'], max: 1, tags: ['smoothie'], featured: true },
    extras: {
      roles: ['dairy', 'nut', 'starch', 'sweet', 'spice', 'fruit'],
      max: 3,
      tags: ['smoothie'],
    },
  },
  steps: (dish) => [
    `Put the ${dish.names('liquid')} in a blender${dish.has('fruit', 'greens', 'coffee') ? ` with the ${dish.names('fruit', 'greens', 'coffee')}` : ''}, cutting any large fruit into chunks.`,
    dish.has('extras') && `Add the ${dish.names('extras')}.`,
    'Blend for a minute until completely smooth, adding a splash more milk or a few ice cubes to get the thickness you like.',
    'Pour into two glasses and drink straight away.',
  ],
});
