import { defineFormula } from '../formula.ts';
import { namesOf } from '../list-in-words.ts';
import { panCook, panPrep } from './cook-protein.ts';
import { isFrozenVegetable } from './ingredient-groups.ts';
import { softenAromatics } from './soften-aromatics.ts';

export const quesadillas = defineFormula({
  dish: 'Quesadillas',
  category: 'sandwich',
  taste: 'savory',
  serves: 2,
  minutes: 25,
  base: {
    tortillas: { anyOf: ['tortilla'], line: '4 large flour tortillas' },
    cheese: { anyOf: ['cheddar', 'mozzarella', 'gruyère'], line: '150 g cheddar, grated' },
    oil: { anyOf: ['vegetable oil', 'olive oil'] },
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      diets: ['meat', 'fish'],
      cooking: ['brown-and-break-up', 'fry', 'sear', 'stir-fry', 'warm-through'],
      notTags: ['on-the-bone', 'joint', 'fish-fillet', 'fish-steak'],
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
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 2,
      tags: ['taco-vegetable', 'wok-vegetable'],
      cooking: ['unset', 'fry', 'wilt', 'warm-through'],
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 2, cooking: ['soften', 'raw'] },
    spice: { roles: ['spice'], max: 1, tags: ['curry-spice'] },
    herbs: { roles: ['herb'], max: 1, tags: ['soft-herb'] },
    toppings: {
      roles: ['dairy', 'sauce'],
      max: 1,
      tags: ['taco-topping'],
      notTags: ['cheese'],
      asItComes: true,
    },
  },
  steps: (dish) => {
    const [raw] = dish.cookedAs(['brown-and-break-up', 'fry', 'sear', 'stir-fry'], 'protein');
    const softened = dish.cookedAs(['soften'], 'aromatics');
    // Frozen peas are cooked in the pan first: a quesadilla's few minutes leave them cold.
    const cooked = [
      ...dish.cookedAs(['unset', 'fry', 'wilt'], 'vegetables'),
      ...dish.ingredients('vegetables').filter(isFrozenVegetable),
    ];
    const pan = raw ? 'Then' : 'Heat a little of the oil in a large frying pan and';
    const filling = namesOf([
      ...dish.ingredients('protein', 'beans'),
      ...dish.ingredients('vegetables'),
      ...dish.cookedAs(['soften', 'raw'], 'aromatics'),
      ...dish.ingredients('herbs'),
    ]);
    return [
      raw &&
        `Heat a little of the oil in a large frying pan and ${panCook(raw, 'it')}; tip into a bowl.`,
      softened.length > 0 && `${pan} ${softenAromatics(softened)}.`,
      cooked.length > 0 &&
        `${raw || softened.length > 0 ? 'Add' : 'Heat a little of the oil in a large frying pan and add'} the ${namesOf(cooked)} and cook for 5 minutes, until soft.`,
      `Mix the ${filling}${dish.has('spice') ? ` with the ${dish.names('spice')}` : ''} in a bowl${dish.has('beans') ? ', crushing the beans a little' : ''}.`,
      `Scatter half of each tortilla with the filling and the ${dish.names('cheese')}, then fold the other half over and press down.`,
      'Wipe out the pan, brush it with the rest of the oil and cook the quesadillas two at a time over a medium heat for 2 to 3 minutes a side, until golden and the cheese has melted.',
      `Cut into wedges and serve hot${dish.has('toppings') ? ` with the ${dish.names('toppings')}` : ''}.`,
    ];
  },
});
