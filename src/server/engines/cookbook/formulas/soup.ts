import { defineFormula, type Dish } from '../formula.ts';
import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { isKindOf } from '../../../kitchen/ingredient-catalog.ts';
import { browningMince, comesWholeForFrying, notQuickPinkMeat } from './cook-protein.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { isQuickCooking, isQuickStarch, isToughGreens, seasoning } from './ingredient-groups.ts';
import { hasTomatoes, whenJustCooked } from './just-cooked.ts';
import { softenAromatics } from './soften-aromatics.ts';

/**
 * Whether the soup starts with something softened or browned in the oil: aromatics, spices,
 * bacon or meat to brown, mince, leeks, or vegetables that take a stir before the stock.
 */
const startsInOil = (dish: Dish<string>) =>
  dish.has('aromatics', 'spices') ||
  dish.cookedAs(['fry'], 'cured').length > 0 ||
  dish.cookedAs(['brown-and-break-up'], 'protein').length > 0 ||
  dish.cookedAs(['fry', 'sear'], 'protein').some((one) => !one.tags.includes('fish-fillet')) ||
  dish.cookedAs(['soften'], 'vegetables').length > 0 ||
  dish
    .cookedAs(['unset', 'simmer', 'roast', 'fry', 'boil'], 'vegetables')
    .some((one) => !isQuickCooking(one));

const isCoconut = (one: Ingredient) =>
  isKindOf(one, 'coconut milk') || isKindOf(one, 'coconut cream');

/**
 * With nothing to soften or brown, the oil is a finishing drizzle, not a pan warmed for nothing;
 * a soup of coconut milk, or one finished with a spoonful of cream or yoghurt, has its richness.
 */
const drizzled = (dish: Dish<string>) =>
  !startsInOil(dish) &&
  !dish.ingredients('liquid').some(isCoconut) &&
  !dish.ingredients('finish').some((one) => one.tags.includes('creamy'));

/**
 * Whether the soup simmers 20 minutes or more for what is in it: vegetables to turn tender,
 * lentils to soften, meat or fish to cook through. Without them it is done once its stock boils
 * and what goes in last is tender: spinach and tortellini in a quarter of an hour.
 */
const simmersLong = (dish: Dish<string>) =>
  dish
    .cookedAs(['unset', 'simmer', 'roast', 'fry', 'boil'], 'vegetables')
    .some((one) => !isQuickCooking(one)) ||
  dish.cooked(['soften'], 'vegetables') !== '' ||
  dish.cooked(['simmer', 'brown-and-break-up'], 'protein') !== '' ||
  [...dish.cookedAs(['fry'], 'cured'), ...dish.cookedAs(['fry', 'sear'], 'protein')].some(
    (one) => one.diet === 'meat' || one.diet === 'fish',
  ) ||
  dish.ingredients('protein').some((one) => one.tags.includes('fish-fillet'));

/** Rice, grains and small dried pasta simmer 10 minutes and more, filled pasta 3 to 5. */
const hasSlowStarch = (dish: Dish<string>) =>
  dish.ingredients('starch').some((one) => !isQuickStarch(one));

export const soup = defineFormula({
  dish: 'Soup',
  // A soup of tortellini is named for them: 'Spinach Tortellini Soup', never 'Spinach Soup'.
  dishFor: (dish) => {
    const filled = dish.ingredients('starch').find((one) => isKindOf(one, 'filled pasta'));
    return filled ? `${filled.title} Soup` : 'Soup';
  },
  category: 'soup',
  taste: 'savory',
  serves: 4,
  minutes: (dish) =>
    dish.cooked(['simmer'], 'protein')
      ? 50
      : simmersLong(dish)
        ? 45
        : 20 + (startsInOil(dish) ? 5 : 0) + (hasSlowStarch(dish) ? 10 : 0),
  base: {
    stock: {
      anyOf: ['stock'],
      line: (stock) =>
        stock.id === 'stock' ? '1 litre vegetable or chicken stock' : `1 litre ${stock.name}`,
      meatFreeLine: '1 litre vegetable stock',
    },
    ...seasoning,
  },
  slots: {
    cured: { roles: ['protein'], max: 1, tags: ['cured'], featured: true },
    protein: {
      roles: ['protein'],
      max: 1,
      // Scallops, like a steak, want a hot pan, not a simmer.
      when: (ingredient) =>
        notQuickPinkMeat(ingredient) &&
        !(
          ingredient.diet === 'fish' &&
          ingredient.cooking === 'sear' &&
          !ingredient.tags.includes('fish-fillet')
        ),
      cooking: ['fry', 'sear', 'brown-and-break-up', 'warm-through', 'simmer', 'stir-fry', 'poach'],
      notTags: ['on-the-bone', 'joint', 'cheese', 'patty'],
      prep: (ingredient) =>
        ingredient.tags.includes('fish-fillet')
          ? 'skinned, in large chunks'
          : ingredient.cooking === 'sear' || comesWholeForFrying(ingredient)
            ? 'in bite-sized pieces'
            : undefined,
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 4,
      cooking: ['unset', 'soften', 'simmer', 'roast', 'fry', 'boil', 'wilt', 'warm-through'],
      featured: true,
    },
    // Noodles make a noodle soup; rice, grains and pasta go in by the handful, the pasta small
    // (pasta e fagioli, a minestrone), never 200 g of it nor spaghetti; polenta is no soup's.
    starch: {
      roles: ['starch'],
      max: 1,
      tags: ['main-starch'],
      notTags: ['breakfast-cereal'],
      cooking: ['boil', 'simmer'],
      when: (ingredient) =>
        ![ingredient.id, ...ingredient.kindOfChain].some((id) =>
          ['spaghetti', 'polenta'].includes(id),
        ),
      line: (ingredient) => {
        const kinds = [ingredient.id, ...ingredient.kindOfChain];
        if (kinds.includes('pasta')) return `75 g small ${ingredient.name}`;
        if (
          kinds.some((id) =>
            ['rice', 'brown rice', 'arborio rice', 'quinoa', 'bulgur'].includes(id),
          )
        )
          return `75 g ${ingredient.name}`;
        return undefined;
      },
    },
    aromatics: { roles: ['aromatic'], max: 3, cooking: ['soften', 'simmer'] },
    // Cinnamon and cloves belong in a curry or a cake, not a soup of salmon and sweetcorn.
    spices: { roles: ['spice'], max: 2, tags: ['curry-spice'], notTags: ['sweet-spice'] },
    woodyHerbs: { roles: ['herb'], max: 1, tags: ['woody-herb'] },
    softHerbs: { roles: ['herb'], max: 1, tags: ['soft-herb'] },
    liquid: { roles: ['sauce'], max: 1, tags: ['curry-sauce'] },
    finish: { roles: ['dairy'], max: 1, tags: ['creamy', 'hard-cheese'] },
  },
  unneeded: (dish) => (startsInOil(dish) || drizzled(dish) ? [] : ['oil']),
  steps: (dish) => {
    const fish = namesOf(
      dish.ingredients('protein').filter((one) => one.tags.includes('fish-fillet')),
    );
    const mince = dish.cooked(['brown-and-break-up'], 'protein');
    const fried = [
      ...dish.cookedAs(['fry'], 'cured'),
      ...(fish ? [] : dish.cookedAs(['fry', 'sear'], 'protein')),
    ];
    const raw = namesOf(fried);
    // Breast in bite-sized pieces is cooked through in 10 to 12 minutes and dries out in 20 and
    // more: browned, it is lifted out and goes back into the pot for its own minutes.
    const lean = namesOf(fried.filter((one) => one.tags.includes('lean')));
    // Meat and fish must cook through; fried tofu only needs to be hot, and bacon or chorizo is
    // done as it browns.
    const meat = fried.filter(
      (one) => (one.diet === 'meat' || one.diet === 'fish') && !one.tags.includes('cured'),
    );
    const toCookThrough = namesOf(meat) || mince;
    const lentils = dish.cooked(['simmer'], 'protein');
    const prawns = dish.cooked(['stir-fry'], 'protein');
    // Leeks and their kin soften in the oil before the pot is filled; the rest only take a stir.
    const softened = dish.cooked(['soften'], 'vegetables');
    // Broad beans, green beans and broccoli are tender in minutes: 20 would leave them grey.
    const inTheSimmer = dish.cookedAs(['unset', 'simmer', 'roast', 'fry', 'boil'], 'vegetables');
    const simmered = namesOf(inTheSimmer.filter((one) => !isQuickCooking(one)));
    const quickOnes = inTheSimmer.filter(isQuickCooking);
    const quick = namesOf(quickOnes);
    // Kale and chard need minutes in the simmer to turn tender, not the 3 that heat peas through.
    const toughGreens = namesOf(dish.cookedAs(['wilt'], 'vegetables').filter(isToughGreens));
    // Spinach wilts in a minute or two; peas and chickpeas take 3 to heat through.
    const wilted = namesOf(
      dish.cookedAs(['wilt'], 'vegetables').filter((one) => !isToughGreens(one)),
    );
    const late = namesOf([
      ...dish.cookedAs(['warm-through'], 'vegetables'),
      ...dish.cookedAs(['warm-through'], 'protein', 'cured'),
    ]);
    const [finish] = dish.ingredients('finish');
    const needsSimmering = [
      simmered || softened ? 'the vegetables are tender' : '',
      lentils ? `the ${lentils} ${isOrAre(lentils)} soft` : '',
      toCookThrough ? `the ${toCookThrough} ${isOrAre(toCookThrough)} cooked through` : '',
    ].filter(Boolean);
    // What simmers before a lean cut goes back in: vegetables, lentils, other meat.
    const simmersFirst = Boolean(
      simmered || softened || lentils || mince || meat.some((one) => !one.tags.includes('lean')),
    );
    const starch = dish.names('starch');
    // Noodles, gnocchi and filled pasta are tender in 3 to 5 minutes; rice, grains and small
    // pasta take 10 and more, so a lean cut goes back in once they are simmering, to finish with them.
    const quickStarch = dish.ingredients('starch').some(isQuickStarch);
    const finishedWithLean = listInWords(
      [
        quick ? `the ${quick} for the last 5 minutes` : '',
        starch && quickStarch ? `the ${starch} for the last 3 to 5 minutes` : '',
      ].filter(Boolean),
    );
    const vegetablesTender = Boolean(simmered || softened);
    const leanUntil = listInWords([
      ...(starch
        ? [
            vegetablesTender
              ? `the ${starch} and the vegetables are tender`
              : `the ${starch} ${isOrAre(starch)} tender`,
          ]
        : []),
      ...needsSimmering.filter((need) => !(starch && need === 'the vegetables are tender')),
    ]);
    const bay = dish.ingredients('woodyHerbs').some((herb) => herb.cooking === 'simmer');
    const inTheOil = startsInOil(dish);
    const inThePot = listInWords(
      [
        'the stock',
        dish.has('liquid') ? `the ${dish.names('liquid')}` : '',
        lentils ? `the ${lentils}` : '',
        dish.has('woodyHerbs') ? `the ${dish.names('woodyHerbs')}` : '',
      ].filter(Boolean),
    );
    const pourIn = inTheOil ? `Pour in ${inThePot}` : `Pour ${inThePot} into a large pan`;
    return [
      inTheOil &&
        `Warm the oil in a large pan over a medium heat${dish.has('aromatics') ? ` and ${softenAromatics(dish.ingredients('aromatics'))}` : ''}.`,
      raw &&
        `Add the ${raw} and cook for 5 minutes, stirring, until browned all over${lean ? `; lift the ${lean} out onto a plate` : ''}.`,
      mince &&
        `Add the ${mince} and brown it ${browningMince(dish.cookedAs(['brown-and-break-up'], 'protein')[0])}.`,
      softened &&
        `Add the ${softened} and soften for 8 to 10 minutes, stirring now and then, without letting ${isOrAre(softened) === 'are' ? 'them' : 'it'} brown.`,
      dish.has('spices') && `Stir in the ${dish.names('spices')} and cook for 1 minute.`,
      simmered && `Add the ${simmered} and stir for 2 minutes.`,
      lean && starch && !quickStarch
        ? `Pour in ${inThePot}${simmersFirst ? `, bring to the boil, then simmer for ${lentils ? '15' : '10'} minutes.` : ' and bring to the boil.'}`
        : lean && simmersFirst
          ? `Pour in ${inThePot}, bring to the boil, then simmer for ${lentils ? '15' : '10'} minutes. Return the ${lean} and simmer for 10 to 12 minutes more${finishedWithLean ? `, adding ${finishedWithLean}` : ''}, until ${leanUntil}.`
          : lean
            ? `Pour in ${inThePot}, bring to the boil, return the ${lean} and simmer for 10 to 12 minutes${finishedWithLean ? `, adding ${finishedWithLean}` : ''}, until ${leanUntil}.`
            : needsSimmering.length > 0
              ? `${pourIn}, bring to the boil, then simmer for ${lentils ? '25 to 30' : '20'} minutes, until ${listInWords(needsSimmering)}.`
              : `${pourIn} and bring to the boil.`,
      lean &&
        starch &&
        !quickStarch &&
        `Add the ${starch} and simmer for the time on the packet, returning the ${lean} for the last 10 to 12 minutes${quick ? ` and adding the ${quick} for the last 5` : ''}, until ${leanUntil}; add a splash of water if the soup gets too thick.`,
      !lean &&
        starch &&
        `Add the ${starch} and simmer for the time on the packet, until tender${quick ? `, adding the ${quick} for the last 5 minutes` : ''}, adding a splash of water if the soup gets too thick.`,
      quick &&
        !lean &&
        !starch &&
        `Add the ${quick} and simmer for 4 to 5 minutes, until ${hasTomatoes(quickOnes) ? listInWords(whenJustCooked(quickOnes)) : 'just tender'}.`,
      toughGreens &&
        `Stir in the ${toughGreens} and simmer for 5 minutes, until tender${late ? `, adding the ${late} for the last 3 to heat through` : ''}.`,
      late && !toughGreens && `Stir in the ${late} and simmer for 3 minutes to heat through.`,
      prawns && `Add the ${prawns} and simmer for 2 to 3 minutes, until just opaque.`,
      fish &&
        `Lay the ${fish} in the soup and simmer gently for 5 to 6 minutes, until ${fish.endsWith('s') ? 'they flake' : 'it flakes'} easily.`,
      wilted &&
        `Stir in the ${wilted} and let ${isOrAre(wilted) === 'are' ? 'them' : 'it'} wilt for a minute or two.`,
      `Season with salt and pepper${bay ? `, fish out the ${dish.names('woodyHerbs')}` : ''}${dish.has('softHerbs') ? `, stir in the ${dish.names('softHerbs')}` : ''} and serve${finish ? (finish.tags.includes('cheese') ? ` with the ${finish.name} scattered over` : ` with a spoonful of the ${finish.name} on top`) : ''}${drizzled(dish) ? `${finish ? ' and' : ' with'} a drizzle of the ${dish.names('oil')}` : ''}.`,
    ];
  },
});
