import { defineFormula, ifUsing } from '../formula.ts';
import { browningMince, notQuickPinkMeat } from './cook-protein.ts';
import { isOrAre } from '../is-or-are.ts';
import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { proteinForFourInASauce } from '../portion-for-more.ts';
import { isQuickCooking, isToughGreens, seasoning } from './ingredient-groups.ts';
import { hasTomatoes, whenJustCooked } from './just-cooked.ts';
import { softenAromatics } from './soften-aromatics.ts';

export const curry = defineFormula({
  dish: 'Curry',
  category: 'curry',
  taste: 'savory',
  serves: 4,
  minutes: (dish) =>
    dish.cooked(['braise', 'soak-and-boil'], 'protein')
      ? 150
      : dish.cooked(['simmer'], 'protein')
        ? 50
        : 40,
  base: {
    sauce: { anyOf: ['coconut milk', 'canned tomato'] },
    spice: { anyOf: ['curry powder', 'garam masala', 'thai curry paste', 'curry paste'] },
    rice: { anyOf: ['rice', 'pita'], line: '250 g rice, to serve', optional: true },
    oil: { anyOf: ['vegetable oil', 'olive oil'] },
    water: { anyOf: ['water'], line: '200 ml water' },
    salt: seasoning.salt,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      when: notQuickPinkMeat,
      tags: ['curry-protein'],
      cooking: [
        'fry',
        'sear',
        'braise',
        'brown-and-break-up',
        'warm-through',
        'simmer',
        'soak-and-boil',
        'stir-fry',
        'unset',
      ],
      notTags: ['on-the-bone', 'patty'],
      line: proteinForFourInASauce,
      prep: (ingredient) =>
        ingredient.tags.includes('fish-fillet')
          ? 'in large chunks'
          : ingredient.cooking === 'sear' && ingredient.diet === 'meat'
            ? 'in bite-sized pieces'
            : ingredient.tags.includes('joint')
              ? 'boned and cut into 4 cm chunks'
              : undefined,
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      tags: ['curry-vegetable'],
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 3, cooking: ['soften'] },
    spices: { roles: ['spice'], max: 3, tags: ['curry-spice'] },
    tomato: { roles: ['sauce'], max: 1, tags: ['curry-sauce'] },
    finish: { roles: ['dairy', 'herb', 'fruit'], max: 2, tags: ['creamy', 'soft-herb', 'citrus'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const method = protein?.cooking ?? (protein ? 'unset' : undefined);
    const braised = method === 'braise';
    const fillet = protein?.tags.includes('fish-fillet') ?? false;
    const browned = !fillet && (method === 'fry' || method === 'sear' || braised);
    const inTheSimmer = dish.cookedAs(['unset', 'fry', 'simmer', 'roast', 'boil'], 'vegetables');
    // Courgettes, broccoli and green beans are tender in minutes: they go in near the end.
    const simmered = namesOf(inTheSimmer.filter((one) => !isQuickCooking(one)));
    const quickOnes = inTheSimmer.filter(isQuickCooking);
    const quick = namesOf(quickOnes);
    // Kale and chard need 5 minutes in the sauce to turn tender, peas 3 to heat through, and
    // spinach only a minute or two to wilt.
    const wilting = dish.cookedAs(['wilt'], 'vegetables');
    const toughGreens = namesOf(wilting.filter(isToughGreens));
    const wilted = namesOf(wilting.filter((one) => !isToughGreens(one)));
    const late = dish.cooked(['warm-through'], 'vegetables');
    const name = protein?.name ?? '';
    // Breast in bite-sized pieces is cooked through in 10 to 12 minutes and dries out in a
    // thigh's 20 to 25: it goes back into the sauce for its own minutes, once the vegetables or
    // a sauce of tinned tomatoes have had 10.
    const lean = browned && !braised && (protein?.tags.includes('lean') ?? false);
    const sauceSimmers = dish.cooked(['simmer'], 'sauce', 'tomato') !== '';
    // Paneer, halloumi, tofu, meat-free pieces and strips of steak have nothing to cook through,
    // and toughen or break up in a long simmer: browned first, they go back in for its last 5.
    const warmedAtTheEnd =
      browned && !braised && !lean && !(protein?.tags.includes('cook-through') ?? false);
    const leanLater = lean && (Boolean(simmered) || sauceSimmers);
    const inTheSauce = listInWords(
      [
        dish.names('sauce', 'tomato'),
        'the water',
        method === 'warm-through' || method === 'simmer' || method === 'soak-and-boil' ? name : '',
        browned && !leanLater && !warmedAtTheEnd ? name : '',
      ]
        .filter(Boolean)
        .map((part) => (part.startsWith('the ') ? part : `the ${part}`)),
    );
    const cookedThrough = `the ${name} ${isOrAre(name)} cooked through`;
    const tender = [
      braised ? `the ${name} ${isOrAre(name)} very tender` : '',
      simmered ? 'the vegetables are tender' : '',
      method === 'simmer' ? `the ${name} ${isOrAre(name)} soft` : '',
      browned && !braised && !warmedAtTheEnd && !(lean && quick) ? cookedThrough : '',
    ].filter(Boolean);
    const cookRice = dish.cooked(['simmer'], 'rice');
    // A lemon is squeezed over, never stirred in whole: 'squeeze over the lemon'.
    const isCitrus = (one: Ingredient) => one.tags.includes('citrus');
    const squeezed = namesOf(dish.ingredients('finish').filter(isCitrus));
    const stirred = namesOf(dish.ingredients('finish').filter((one) => !isCitrus(one)));
    // Vegetables braised with the meat for two hours would fall apart: they go in after the first.
    const vegetablesLater = braised && Boolean(simmered);
    // Quick vegetables take the last 6 to 8 of a lean cut's 10 to 12 minutes.
    const leanTime = quick ? '4 minutes' : '10 to 12 minutes';
    const simmerTime = braised
      ? `${vegetablesLater ? '1 hour' : '1½ to 2 hours'}, stirring now and then`
      : method === 'simmer'
        ? '25 to 30 minutes'
        : leanLater
          ? '10 minutes'
          : lean
            ? leanTime
            : '20 to 25 minutes';
    const until =
      tender.length > 0 ? `, until ${listInWords(tender)}` : ', until the sauce has thickened';
    return [
      method === 'soak-and-boil' &&
        `Drain the ${name}, put them in a large pan with plenty of fresh water, bring to the boil and boil hard for 10 minutes, then simmer for 45 minutes to 1 hour, until tender, and drain.`,
      method === 'unset' &&
        `Boil the ${name} for 8 minutes, cool them in cold water, then peel and halve them.`,
      // Nothing browned first: the onion softens in the oil as it heats, in the same step.
      browned
        ? `Heat the oil in a large heavy pan and brown the ${name} over a high heat${braised ? ' in batches, 4 to 5 minutes a batch' : ' for 5 minutes'}; lift out onto a plate.`
        : `Heat the oil in a large heavy pan over a medium heat${dish.has('aromatics') ? ` and ${softenAromatics(dish.ingredients('aromatics'))}` : ''}.`,
      browned &&
        dish.has('aromatics') &&
        `Lower the heat and ${softenAromatics(dish.ingredients('aromatics'))}.`,
      method === 'brown-and-break-up' &&
        `Add the ${name} and brown it over a high heat ${browningMince(protein)}.`,
      `Stir in the ${dish.names('spice', 'spices')} and cook for 1 minute, until fragrant.`,
      simmered && !vegetablesLater && `Add the ${simmered} and stir to coat in the spices.`,
      `Pour in ${inTheSauce}, bring to a simmer, cover and cook gently for ${simmerTime}${vegetablesLater || leanLater || (lean && quick) ? '' : until}.`,
      vegetablesLater &&
        `Add the ${simmered}, cover again and cook for 40 minutes to 1 hour more${until}.`,
      leanLater &&
        `Return the ${name}, cover again and cook for ${leanTime} more${quick ? '' : until}.`,
      quick &&
        `Add the ${quick}, cover again and simmer for 6 to 8 minutes more, until ${lean ? listInWords([...whenJustCooked(quickOnes), cookedThrough]) : hasTomatoes(quickOnes) ? listInWords(whenJustCooked(quickOnes)) : 'just tender'}.`,
      // The rice is cooked while the curry simmers, so both are ready together.
      cookRice &&
        `${braised ? 'About 20 minutes before the curry is ready' : 'Meanwhile'}, cook the ${dish.names('rice')}${ifUsing(dish, 'rice', true)} following the packet instructions.`,
      warmedAtTheEnd && `Return the ${name} for the last 5 minutes, to heat through.`,
      toughGreens && `Stir in the ${toughGreens} for the last 5 minutes, until tender.`,
      late && `Stir in the ${late} for the last 3 minutes.`,
      method === 'stir-fry' && `Add the ${name} and simmer for 3 to 4 minutes, until just opaque.`,
      fillet &&
        `Lay the ${name} in the sauce, cover and simmer gently for 5 to 6 minutes, until it flakes easily.`,
      method === 'unset' && `Nestle the ${name} into the sauce to warm through.`,
      // After the prawns or the fish, whose minutes would otherwise be the spinach's too.
      wilted && `Stir in the ${wilted} for the last minute or two, until wilted.`,
      `${listInWords([
        'Season with salt',
        ...(squeezed ? [`squeeze over the ${squeezed}`] : []),
        ...(stirred ? [`finish with the ${stirred}`] : []),
      ])}.`,
      cookRice
        ? `Serve the curry with the ${dish.names('rice')}${ifUsing(dish, 'rice')}.`
        : `Serve with the ${dish.names('rice')}, warmed.`,
    ];
  },
});
