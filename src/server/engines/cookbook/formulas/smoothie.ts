import { defineFormula } from '../formula.ts';

export const smoothie = defineFormula({
  dish: 'Smoothie',
  category: 'drink',
  taste: 'sweet',
  serves: 2,
  minutes: 5,
  base: {
    liquid: {
      anyOf: ['milk', 'oat milk', 'yogurt', 'coconut milk', 'orange'],
      line: '250 ml milk or plant milk',
    },
  },
  slots: {
    fruit: {
      roles: ['fruit'],
      max: 3,
      except: ['lemon', 'lime', 'raisin', 'coconut', 'orange'],
      featured: true,
    },
    greens: { roles: ['greens'], max: 1, only: ['spinach', 'kale'], featured: true },
    creamy: {
      roles: ['dairy', 'nut', 'starch'],
      max: 2,
      only: ['yogurt', 'peanut butter', 'oat', 'chia seed', 'almond'],
    },
    sweet: {
      roles: ['sweet', 'spice'],
      max: 2,
      only: ['honey', 'maple syrup', 'cocoa', 'vanilla', 'cinnamon', 'ginger powder', 'date'],
    },
    coffee: { roles: ['liquid'], max: 1, only: ['coffee'], featured: true },
  },
  steps: (dish) => [
    `Put the ${dish.names('liquid')} in a blender${dish.has('fruit', 'greens', 'coffee') ? ` with the ${dish.names('fruit', 'greens', 'coffee')}` : ''}, cutting any large fruit into chunks.`,
    dish.has('creamy', 'sweet') && `Add the ${dish.names('creamy', 'sweet')}.`,
    'Blend for a minute until completely smooth, adding a splash more liquid or a few ice cubes to get the thickness you like.',
    'Taste, adjust the sweetness, and pour into two glasses.',
  ],
});
