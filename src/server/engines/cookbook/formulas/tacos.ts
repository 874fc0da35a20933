import { defineFormula } from '../formula.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { panCook, panPrep } from './cook-protein.ts';
import { seasoning } from './ingredient-groups.ts';
import { softenAromatics } from './soften-aromatics.ts';

export const tacos = defineFormula({
  dish: 'Tacos',
  category: 'sandwich',
  taste: 'savory',
  serves: 2,
  minutes: (dish) => (dish.cooked(['roast'], 'vegetables') ? 40 : 25),
  base: {
    tortillas: {
      anyOf: ['tortilla', 'taco shell'],
      line: (ingredient) =>
        ingredient.id === 'taco shell' ? '6 taco shells' : '6 small tortillas',
    },
    spice: { anyOf: ['cumin', 'smoked paprika', 'paprika', 'chilli powder', 'chili flakes'] },
    lime: { anyOf: ['lime', 'lemon'] },
    ...seasoning,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      cooking: ['brown-and-break-up', 'fry', 'sear', 'stir-fry', 'warm-through'],
      notTags: ['on-the-bone', 'joint'],
      prep: panPrep,
      featured: true,
    },
    beans: {
      roles: ['protein'],
      max: 1,
      diets: ['vegan'],
      cooking: ['warm-through'],
      featured: true,
    },
    vegetables: { roles: ['vegetable'], max: 3, tags: ['taco-vegetable'], featured: true },
    greens: { roles: ['greens'], max: 1, cooking: ['raw', 'wilt'] },
    aromatics: { roles: ['aromatic'], max: 2, cooking: ['soften', 'raw'] },
    herbs: { roles: ['herb'], max: 1, tags: ['soft-herb'] },
    toppings: { roles: ['dairy', 'sauce'], max: 2, tags: ['taco-topping'], asItComes: true },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const vegetables = dish.ingredients('vegetables');
    const isFresh = (one: (typeof vegetables)[number]) =>
      one.cooking === 'raw' ||
      (one.tags.includes('salad-vegetable') && !one.tags.includes('wok-vegetable'));
    const roasted = listInWords(
      vegetables.filter((one) => one.cooking === 'roast').map((one) => one.name),
    );
    const seared = listInWords(
      vegetables.filter((one) => one.cooking !== 'roast' && !isFresh(one)).map((one) => one.name),
    );
    const softened = dish.cookedAs(['soften'], 'aromatics');
    const shells = dish.ingredients('tortillas')[0]?.id === 'taco shell';
    const raw = protein && protein.cooking !== 'warm-through' ? protein : undefined;
    const warmed = [...(raw ? [] : dish.ingredients('protein')), ...dish.ingredients('beans')];
    const topping = namesOf([
      ...vegetables.filter(isFresh),
      ...dish.ingredients('greens'),
      ...dish.cookedAs(['raw'], 'aromatics'),
      ...dish.ingredients('herbs', 'toppings'),
    ]);
    return [
      roasted &&
        `Heat the oven to 220 °C (200 °C fan). Toss the ${roasted} with a little of the oil and salt and roast for 25 minutes, until tender.`,
      // With nothing fried first, the onion softens in the oil as it heats, in the same step.
      raw
        ? `Heat the oil in a large frying pan and ${panCook(raw, 'it')}.`
        : `Heat the oil in a large frying pan over a medium-high heat${softened.length > 0 ? ` and ${softenAromatics(softened)}` : ''}.`,
      raw && softened.length > 0 && `Then ${softenAromatics(softened)}.`,
      seared && `Add the ${seared} and cook for 4 to 5 minutes, until lightly charred and tender.`,
      warmed.length > 0 &&
        `Add the ${listInWords(warmed.map((one) => one.name))} and warm through for 3 minutes${warmed.some((one) => one.diet === 'vegan') ? ', crushing a few of the beans with a fork' : ''}.`,
      `Stir in the ${dish.names('spice')}${roasted ? ` and the ${roasted}` : ''} with a pinch of salt and pepper, cook for 1 minute, then squeeze over the ${dish.names('lime')}.`,
      shells
        ? 'Warm the taco shells on a baking tray in the oven at 180 °C (160 °C fan) for 3 to 4 minutes, until crisp.'
        : 'Warm the tortillas in a dry frying pan for 20 seconds a side.',
      `Fill the ${dish.names('tortillas')}${topping ? ` and top with the ${topping}` : ''}, then serve at once.`,
    ];
  },
});
