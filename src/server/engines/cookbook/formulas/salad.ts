import { defineFormula } from '../formula.ts';
import { namesOf } from '../list-in-words.ts';
import { cookForSalad, saladPrep, saladProteinCooking } from './cook-protein.ts';
import { juiced, seasoning } from './ingredient-groups.ts';

export const salad = defineFormula({
  dish: 'Salad',
  category: 'salad',
  taste: 'savory',
  serves: 2,
  minutes: (dish) => (dish.cooked(['simmer'], 'vegetables') ? 35 : 20),
  base: {
    // The visitor's orange dresses the salad before a lemon is bought, and half of it goes in.
    acid: {
      anyOf: ['lemon', 'lime', 'vinegar', 'orange'],
      line: (ingredient) =>
        ingredient.tags.includes('salad-fruit')
          ? `${ingredient.portion}, half juiced, half peeled and sliced`
          : juiced(ingredient),
      featured: (ingredient) => ingredient.tags.includes('salad-fruit'),
    },
    ...seasoning,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      cooking: saladProteinCooking,
      notTags: ['on-the-bone', 'joint'],
      prep: saladPrep,
      featured: true,
    },
    starch: {
      roles: ['starch'],
      max: 1,
      tags: ['main-starch'],
      notTags: ['breakfast-cereal'],
      cooking: ['boil', 'simmer', 'soak'],
      featured: true,
    },
    vegetables: {
      roles: ['vegetable'],
      max: 3,
      tags: ['salad-vegetable'],
      featured: true,
    },
    greens: { roles: ['greens'], max: 2, cooking: ['raw', 'wilt'], featured: true },
    cheese: { roles: ['dairy'], max: 1, tags: ['cheese'], featured: true },
    fruit: {
      roles: ['fruit'],
      max: 1,
      tags: ['salad-fruit'],
      acceptsSweet: true,
      // An orange goes into a salad in slices, not whole.
      prep: (ingredient) => (ingredient.tags.includes('citrus') ? 'peeled and sliced' : undefined),
      featured: true,
    },
    crunch: { roles: ['nut'], max: 1, cooking: ['toast'] },
    herbs: { roles: ['herb'], max: 2, tags: ['soft-herb'] },
    onion: { roles: ['aromatic'], max: 1, cooking: ['raw'] },
    dressing: { roles: ['sauce', 'sweet', 'nut'], max: 2, tags: ['dressing'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const potatoes = dish.cooked(['simmer'], 'vegetables');
    // Jarred artichokes and roasted peppers go in as they come; frozen peas and beans are cooked.
    const blanched = namesOf(
      dish
        .cookedAs(['boil', 'warm-through'], 'vegetables')
        .filter((one) => !one.tags.includes('ready-to-eat')),
    );
    const bowl = namesOf([
      ...dish.ingredients('starch', 'greens'),
      ...dish.cookedAs(['unset', 'raw'], 'vegetables'),
      ...dish.ingredients('fruit'),
      ...dish.ingredients('acid').filter((one) => one.tags.includes('salad-fruit')),
      ...dish.cookedAs(['simmer', 'boil', 'warm-through'], 'vegetables'),
      ...dish.ingredients('onion'),
    ]);
    const toppings = namesOf(dish.ingredients('protein', 'cheese'));
    const acid = dish.ingredients('acid')[0];
    const cookedProtein = protein && cookForSalad(protein);
    const oil = cookedProtein?.includes('of the oil') ? 'the rest of the oil' : 'the oil';
    return [
      potatoes &&
        `Boil the ${potatoes} in salted water for 12 to 15 minutes, until tender${blanched ? `, adding the ${blanched} for the last 3 minutes` : ''}; drain and cool.`,
      !potatoes &&
        blanched &&
        `Cook the ${blanched} in boiling salted water for 3 minutes, then drain and cool under cold water.`,
      dish.has('starch') &&
        `Cook the ${dish.names('starch')} following the packet instructions, then rinse under cold water, drain well and leave to cool.`,
      cookedProtein,
      `Whisk ${oil} with the ${dish.names('acid')}${acid?.role === 'fruit' ? ' juice' : ''}${dish.has('dressing') ? `, the ${dish.names('dressing')}` : ''} and a pinch of salt and pepper to make a dressing.`,
      bowl
        ? `Put the ${bowl} in a large bowl and toss with the dressing just before serving${toppings ? `; top with the ${toppings}` : ''}.`
        : `Toss the ${toppings} with the dressing just before serving.`,
      dish.has('crunch', 'herbs') && `Finish with the ${dish.names('crunch', 'herbs')}.`,
    ];
  },
});
