import { defineFormula, ifUsing } from '../formula.ts';
import { liftOut, panCook } from './cook-protein.ts';
import { stirFryAromatics, wokPrep, wokProtein, wokVegetables } from './wok.ts';
import { namesOf } from '../list-in-words.ts';
import { isFrozenVegetable, isToughGreens } from './ingredient-groups.ts';

export const stirFry = defineFormula({
  dish: 'Stir-Fry',
  category: 'stir-fry',
  taste: 'savory',
  serves: 2,
  minutes: 25,
  base: {
    starch: {
      anyOf: ['rice', 'noodle', 'brown rice'],
      line: '150 g rice, to serve',
      optional: true,
    },
    soy: { anyOf: ['soy sauce'] },
    oil: { anyOf: ['vegetable oil', 'olive oil'] },
    water: { anyOf: ['water'], line: '2 tbsp water' },
  },
  slots: {
    protein: { ...wokProtein, prep: wokPrep, featured: true },
    cooked: {
      roles: ['protein'],
      max: 1,
      diets: ['meat'],
      tags: ['ready-to-eat'],
      featured: true,
    },
    vegetables: { ...wokVegetables, max: 4, featured: true },
    aromatics: { roles: ['aromatic'], max: 3, cooking: ['soften', 'raw'] },
    sauces: { roles: ['sauce', 'sweet', 'nut'], max: 2, tags: ['wok-sauce'] },
    crunch: { roles: ['nut'], max: 1, cooking: ['toast'] },
    herbs: { roles: ['herb'], max: 1, tags: ['soft-herb'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    // A seared tuna steak stays pink in the middle: sliced onto the dish, not tossed again.
    const tossed = protein?.tags.includes('fish-steak') ? undefined : protein;
    const noodles = dish.cooked(['boil', 'soak'], 'starch');
    // Frozen peas and mixed vegetables stir-fry with the firm ones: a last toss leaves them cold.
    const crisp = dish.cookedAs(['unset', 'fry', 'stir-fry', 'boil'], 'vegetables');
    // Kale and chard need their 3 to 4 minutes in the wok too; spinach wilts in the last toss.
    const tough = dish.ingredients('vegetables').filter(isToughGreens);
    const firm = namesOf([
      ...crisp,
      ...tough,
      ...dish.ingredients('vegetables').filter(isFrozenVegetable),
    ]);
    // The protein fried first goes back for the last toss; what is cooked already joins it.
    const added = namesOf([
      ...dish.ingredients('cooked'),
      ...dish
        .cookedAs(['wilt', 'warm-through'], 'vegetables')
        .filter((one) => !isFrozenVegetable(one) && !tough.includes(one)),
    ]);
    // Spring onions are scattered on raw to serve: fried with the garlic, they wilt to nothing.
    const aromatics = dish.cookedAs(['soften'], 'aromatics');
    const finish = namesOf([
      ...dish.ingredients('crunch', 'herbs'),
      ...dish.cookedAs(['raw'], 'aromatics'),
    ]);
    return [
      noodles
        ? `Cook the ${noodles} following the packet instructions, drain and toss with a few drops of the oil.`
        : dish.cooked(['warm-through'], 'starch')
          ? // Rice cooked already is reheated, never cooked again.
            `Reheat the ${dish.names('starch')} until piping hot all the way through and keep it warm.`
          : `Cook the ${dish.names('starch')}${ifUsing(dish, 'starch', true)} following the packet instructions and keep it warm.`,
      `Mix the ${dish.names('soy')}${dish.has('sauces') ? ` with the ${dish.names('sauces')}` : ''} and the water in a cup.`,
      protein &&
        `Heat the oil in a wok or large frying pan and ${panCook(protein, 'it', wokPrep(protein))}${liftOut(protein)}.`,
      aromatics.length > 0 &&
        `${protein ? 'In the same pan,' : 'Heat the oil in a wok or large frying pan over a high heat and'} ${stirFryAromatics(aromatics)}.`,
      firm &&
        `${protein || aromatics.length > 0 ? 'Add' : 'Heat the oil in a wok or large frying pan over a high heat and add'} the ${firm} and stir-fry for 3 to 4 minutes, until ${crisp.length > 0 ? 'just tender but still crisp' : tough.length > 0 ? 'wilted and tender' : 'hot through'}.`,
      !protein &&
        aromatics.length === 0 &&
        !firm &&
        'Heat the oil in a wok or large frying pan over a high heat.',
      `${tossed ? `Return the ${tossed.name} to the pan${added ? ` with the ${added}` : ''}, pour` : added ? `Add the ${added}, pour` : 'Pour'} in the sauce${noodles ? ` and the ${noodles}` : ''} and toss for 1 to 2 minutes, until everything is hot and glossy.`,
      `${noodles ? 'Serve at once' : `Serve over the ${dish.names('starch')}${ifUsing(dish, 'starch')}`}${protein && !tossed ? `${!noodles && dish.optional('starch') ? ',' : ''} with the ${protein.name} on top` : ''}${finish ? `, scattered with the ${finish}` : ''}.`,
    ];
  },
});
