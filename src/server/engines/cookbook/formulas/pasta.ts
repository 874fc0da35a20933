import { defineFormula } from '../formula.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import type { Ingredient } from '../../../kitchen/ingredient.ts';
import {
  browningMince,
  isServedRaw,
  liftOut,
  overcooksLeftInThePan,
  panCook,
  panPrep,
} from './cook-protein.ts';
import { isFrozenVegetable, isQuickStarch, isToughGreens, seasoning } from './ingredient-groups.ts';
import {
  allCherryTomatoes,
  hasTomatoes,
  isTomato,
  oneSortOfTomato,
  tomatoesDone,
  whenJustCooked,
} from './just-cooked.ts';
import { isSlowToSoften, softenAromatics } from './soften-aromatics.ts';

/**
 * The aromatics and anchovies in the pan after what fried first: garlic alone gently for 2
 * minutes; an onion softened for 5 over a lower heat, unless it went into the warm oil first.
 * Full sentences.
 */
function aromaticsSteps(
  aromatics: readonly Ingredient[],
  anchovies: string,
  { softenedAlready }: { softenedAlready: boolean },
): string[] {
  const gentle = (names: string) =>
    `Add the ${names} and cook gently for 2 minutes without browning${anchovies ? `, until ${names === anchovies ? 'they melt' : `the ${anchovies} melt`} into the oil` : ''}.`;
  if (!aromatics.some(isSlowToSoften)) {
    const names = listInWords([namesOf(aromatics), anchovies].filter(Boolean));
    return names ? [gentle(names)] : [];
  }
  const softened = softenedAlready ? [] : [`Lower the heat and ${softenAromatics(aromatics)}.`];
  return anchovies ? [...softened, gentle(anchovies)] : softened;
}

export const pasta = defineFormula({
  dish: 'Pasta',
  dishFor: (dish) => dish.ingredients('pasta')[0]?.title ?? 'Pasta',
  category: 'pasta',
  taste: 'savory',
  serves: 2,
  // A mince sauce browns for 10 minutes and simmers for 15 before the pasta is tossed in it.
  minutes: (dish) =>
    dish.cooked(['roast'], 'vegetables')
      ? 40
      : dish.cooked(['brown-and-break-up'], 'protein') && dish.cooked(['simmer'], 'sauce')
        ? 35
        : 25,
  base: {
    pasta: { anyOf: ['pasta', 'spaghetti', 'gnocchi'] },
    ...seasoning,
  },
  slots: {
    cured: { roles: ['protein'], max: 1, tags: ['cured'], prep: panPrep, featured: true },
    protein: {
      roles: ['protein'],
      max: 1,
      cooking: ['fry', 'sear', 'stir-fry', 'brown-and-break-up', 'warm-through', 'raw', 'soften'],
      notTags: ['on-the-bone', 'joint', 'cheese', 'patty'],
      prep: panPrep,
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      tags: ['pasta-vegetable'],
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 2, cooking: ['soften'] },
    sauce: { roles: ['sauce'], max: 2, tags: ['pasta-sauce'] },
    cheese: { roles: ['dairy'], max: 1, tags: ['cheese'], featured: true },
    cream: { roles: ['dairy'], max: 1, tags: ['creamy'] },
    herbs: { roles: ['herb'], max: 2, cooking: ['raw', 'unset'] },
    crunch: { roles: ['nut'], max: 1, cooking: ['toast'] },
    citrus: { roles: ['fruit'], max: 1, tags: ['citrus'] },
  },
  steps: (dish) => {
    const minces = dish.cookedAs(['brown-and-break-up'], 'protein');
    const mince = minces.length > 0;
    const aromatics = dish.ingredients('aromatics');
    // An onion takes 5 minutes to soften: a cook softens it before the mince goes in, never
    // beside mince already browned.
    const softenedFirst = mince && aromatics.some(isSlowToSoften);
    const [firstFried, ...alsoFried] = [
      ...dish.cookedAs(['fry'], 'cured'),
      ...dish
        .cookedAs(['fry', 'sear', 'brown-and-break-up'], 'protein')
        .filter((one) => !softenedFirst || !minces.includes(one)),
    ];
    const roasted = dish.cooked(['roast'], 'vegetables');
    const friedOnes = dish.cookedAs(['unset', 'soften', 'fry', 'simmer'], 'vegetables');
    const fried = namesOf(friedOnes);
    // Tomatoes have nothing to make tender: they are done as they collapse.
    const friedDone = !hasTomatoes(friedOnes)
      ? 'tender'
      : friedOnes.every(isTomato) && oneSortOfTomato(friedOnes)
        ? isOrAre(fried) === 'are'
          ? tomatoesDone('they', true, allCherryTomatoes(friedOnes))
          : tomatoesDone('it', false, allCherryTomatoes(friedOnes))
        : listInWords(whenJustCooked(friedOnes));
    // Green beans and frozen peas cook with the pasta; tossed in the pan a minute, peas stay cold.
    // Kale and chard wilt in the pasta water for its last 4 minutes: a minute's toss leaves them
    // tough, where spinach is done.
    const boiledOnes = [
      ...dish.cookedAs(['boil'], 'vegetables'),
      ...dish.cookedAs(['wilt'], 'vegetables').filter(isToughGreens),
    ];
    const frozenOnes = dish.ingredients('vegetables').filter(isFrozenVegetable);
    const boiled = namesOf(boiledOnes);
    const frozen = namesOf(frozenOnes);
    // 'the spaghetti, green beans and peas', never 'the spaghetti and green beans and peas'.
    const drained = namesOf([...dish.ingredients('pasta'), ...boiledOnes, ...frozenOnes]);
    const addedToThePot = listInWords(
      [
        boiled && `the ${boiled} for the last 4 minutes`,
        frozen && `the ${frozen} for the last ${boiled ? 3 : '3 minutes'}`,
      ].filter(Boolean),
    );
    const sauce = dish.ingredients('sauce');
    const simmered = listInWords(
      sauce.filter((one) => one.cooking === 'simmer').map((one) => one.name),
    );
    const anchovies = dish.cooked(['soften'], 'protein');
    const prawns = dish.cooked(['stir-fry'], 'protein');
    const fromThePan = [firstFried, ...alsoFried].filter((one) => one !== undefined);
    // Strips of steak or chicken breast are done in minutes and turn tough left in the pan while
    // an onion softens or a sauce simmers: they wait on a plate and go back for the last toss, as
    // a fish does that was lifted out and flaked as it cooked. A seared tuna steak, pink in the
    // middle, is sliced on top instead.
    const moreInThePan = aromatics.length > 0 || fried !== '' || simmered !== '' || prawns !== '';
    const waiting = moreInThePan ? fromThePan.filter(overcooksLeftInThePan) : [];
    const lifted = (one: Ingredient) => (waiting.includes(one) ? liftOut(one) : '');
    const returned = [...waiting, ...fromThePan.filter((one) => one.tags.includes('fish-fillet'))];
    const onTop = namesOf(fromThePan.filter((one) => one.tags.includes('fish-steak')));
    const cookedAs = (methods: readonly string[], ...keys: Parameters<typeof dish.ingredients>) =>
      dish.ingredients(...keys).filter((one) => methods.includes(one.cooking ?? 'unset'));
    const tossed = listInWords(
      [
        ...returned,
        ...cookedAs(['wilt', 'warm-through', 'raw'], 'vegetables', 'protein', 'cured').filter(
          (one) => !isFrozenVegetable(one) && !isServedRaw(one) && !isToughGreens(one),
        ),
        ...sauce.filter((one) => one.cooking !== 'simmer'),
        ...dish.ingredients('cream'),
      ].map((one) => one.name),
    );
    // Smoked salmon is folded in off the heat, never tossed over it with the sauce.
    const offTheHeat = namesOf(dish.ingredients('protein').filter(isServedRaw));
    const finish = dish.names('herbs', 'crunch');
    const pasta = dish.names('pasta');
    // Gnocchi are done in 2 to 3 minutes and go gluey waiting in a colander: they go into the
    // water once the sauce is nearly ready, after anything that boils longer.
    const quick = dish.ingredients('pasta').some(isQuickStarch);
    // A mince sauce simmers longer than dried pasta boils: cooked first, the pasta would sit
    // going cold and sticky, so it goes in to be done with the sauce.
    const longSauce = !quick && mince && simmered !== '';
    const cookedLater = quick || longSauce;
    const adding = addedToThePot ? `, adding ${addedToThePot}` : '';
    const boilTheWater = cookedLater
      ? 'Bring a large pan of well-salted water to the boil.'
      : `Bring a large pan of well-salted water to the boil and cook the ${pasta} for the time on the packet, until just tender${adding}. Keep a mugful of the cooking water.`;
    // What cooks last in the frying pan, for the gnocchi to be ready with it.
    const lastInThePan =
      prawns ||
      (simmered ? 'sauce' : '') ||
      fried ||
      listInWords([dish.names('aromatics'), anchovies].filter(Boolean)) ||
      (alsoFried.at(-1) ?? firstFried)?.name ||
      '';
    const warmTheOil = (rest: string) =>
      `${cookedLater ? 'Warm' : 'Meanwhile, warm'} the oil in a wide frying pan ${rest}.`;
    return [
      roasted &&
        `Heat the oven to 220 °C (200 °C fan). Toss the ${roasted} with a little of the oil and some salt on a baking tray and roast for 25 minutes, until soft and golden.`,
      boilTheWater,
      firstFried
        ? warmTheOil(`and ${panCook(firstFried, 'it')}${lifted(firstFried)}`)
        : warmTheOil(
            `over a medium heat${aromatics.some(isSlowToSoften) ? ` and ${softenAromatics(aromatics)}` : ''}`,
          ),
      ...alsoFried.map((one) => `Then ${panCook(one, 'the same pan')}${lifted(one)}.`),
      ...aromaticsSteps(aromatics, anchovies, {
        softenedAlready: !firstFried,
      }),
      ...(softenedFirst
        ? minces.map(
            (one) =>
              `Turn up the heat, add the ${one.name} and brown ${isOrAre(one.name) === 'are' ? 'them' : 'it'} ${browningMince(one)}.`,
          )
        : []),
      fried && `Add the ${fried} and cook for 5 to 6 minutes, until ${friedDone}.`,
      simmered &&
        `Stir in the ${simmered} and simmer for ${mince ? 15 : 8} minutes, until thickened.`,
      longSauce &&
        `While the sauce simmers, cook the ${pasta} in the boiling water for the time on the packet, timed to be just tender when the sauce is ready${adding}. Keep a mugful of the cooking water.`,
      prawns && `Add the ${prawns} and cook for 2 to 3 minutes, until just opaque.`,
      quick &&
        `${lastInThePan ? `When the ${lastInThePan} ${isOrAre(lastInThePan)} nearly done, ${boiled ? 'put' : 'drop'}` : boiled ? 'Put' : 'Drop'} ${boiled ? `the ${boiled} into the boiling water for 2 minutes, then add ` : ''}the ${pasta}${frozen ? ` and ${frozen}` : ''}${boiled ? '' : ' into the boiling water'} and cook for the time on the packet, 2 to 3 minutes, until they float to the top. Keep a mugful of the cooking water.`,
      `Drain the ${drained} and tip into the frying pan with ${listInWords(
        [
          'a splash of the cooking water',
          roasted && `the ${roasted}`,
          tossed && `the ${tossed}`,
        ].filter((part) => part !== ''),
      )}. Toss over the heat for a minute until glossy and hot${dish.has('cheese') ? `, then stir through the ${dish.names('cheese')}` : ''}.`,
      offTheHeat &&
        `Take the pan off the heat and fold in the ${offTheHeat}, which needs no cooking.`,
      `${listInWords(
        [
          'Season with salt and pepper',
          dish.has('citrus') && `squeeze over the ${dish.names('citrus')}`,
          onTop && `lay the ${onTop} on top`,
          finish && `finish with the ${finish}`,
        ].filter((part): part is string => typeof part === 'string' && part !== ''),
      )}.`,
    ];
  },
});
