import { defineFormula } from '../formula.ts';
import { isServedRaw, panCook, panPrep } from './cook-protein.ts';
import { isToughGreens, seasoning } from './ingredient-groups.ts';
import { softenAromatics } from './soften-aromatics.ts';
import { namesOf } from '../list-in-words.ts';

export const frittata = defineFormula({
  dish: 'Frittata',
  category: 'eggs',
  taste: 'savory',
  serves: 2,
  minutes: (dish) => (dish.cooked(['simmer'], 'vegetables') ? 35 : 25),
  base: { eggs: { anyOf: ['egg'], line: '6 eggs' }, ...seasoning },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      diets: ['meat', 'fish'],
      cooking: ['fry', 'warm-through', 'raw'],
      notTags: ['on-the-bone'],
      prep: panPrep,
      featured: true,
    },
    pasta: { roles: ['starch'], max: 1, tags: ['main-starch'], cooking: ['boil'], featured: true },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      tags: ['egg-vegetable'],
      featured: true,
    },
    cheese: { roles: ['dairy'], max: 1, tags: ['melting-cheese'], featured: true },
    aromatics: { roles: ['aromatic'], max: 2, cooking: ['soften', 'raw'] },
    herbs: { roles: ['herb'], max: 2, tags: ['soft-herb'] },
  },
  steps: (dish) => {
    const raw = dish.ingredients('protein').filter((one) => one.cooking === 'fry');
    const potatoes = dish.cooked(['simmer'], 'vegetables');
    const pan = dish.cooked(['unset', 'fry', 'soften'], 'vegetables');
    // Kale and chard take a few minutes to wilt and turn tender; spinach, a minute.
    const wilted = dish.cookedAs(['wilt'], 'vegetables');
    const toughGreens = namesOf(wilted.filter(isToughGreens));
    const greens = namesOf(wilted.filter((one) => !isToughGreens(one)));
    // Broad beans are boiled first, with the potatoes when there are some, then stirred in.
    const boiled = dish.cooked(['boil'], 'vegetables');
    // Spring onions are scattered on raw to serve, never softened like an onion.
    const softened = dish.cookedAs(['soften'], 'aromatics');
    const scattered = dish.cooked(['raw'], 'aromatics');
    const ready = namesOf(
      dish
        .cookedAs(['boil', 'warm-through', 'raw'], 'vegetables', 'protein')
        .filter((one) => !isServedRaw(one)),
    );
    // Smoked salmon is laid over the set frittata, never cooked in the eggs under the grill.
    const onTop = namesOf(dish.ingredients('protein').filter(isServedRaw));
    return [
      `Heat the grill to high. Beat the eggs with a good pinch of salt and pepper${dish.has('herbs') ? ` and the ${dish.names('herbs')}` : ''}.`,
      dish.has('pasta') &&
        `Cook the ${dish.names('pasta')} in boiling salted water for the time on the packet, drain well and stir into the eggs.`,
      potatoes &&
        `Boil the ${potatoes} in salted water for 10 to 12 minutes, until just tender${boiled ? `, adding the ${boiled} for the last 3 minutes` : ''}, then drain.`,
      !potatoes &&
        boiled &&
        `Cook the ${boiled} in boiling salted water for 3 to 4 minutes, until tender, then drain.`,
      // With nothing fried first, the onion softens in the oil as it warms, in the same step.
      raw[0]
        ? `Warm the oil in a 24 cm ovenproof frying pan and ${panCook(raw[0], 'it')}.`
        : `Warm the oil in a 24 cm ovenproof frying pan over a medium heat${softened.length > 0 ? ` and ${softenAromatics(softened)}` : ''}.`,
      raw[0] && softened.length > 0 && `Then ${softenAromatics(softened)}.`,
      (pan || potatoes) &&
        `Add the ${[potatoes, pan].filter(Boolean).join(' and ')} and cook for 5 minutes, stirring now and then, until tender and lightly golden.`,
      toughGreens &&
        `Add the ${toughGreens} and cook for 3 to 4 minutes, stirring, until wilted and tender.`,
      greens && `Stir in the ${greens} for a minute, until just wilted.`,
      ready && `Stir in the ${ready} to warm through.`,
      'Pour in the eggs, spread everything out evenly and cook gently without stirring for 6 to 8 minutes, until set at the edges but still a little runny in the middle.',
      dish.has('cheese') && `Scatter the ${dish.names('cheese')} over the top.`,
      `Slide the pan under the grill for 2 to 3 minutes, until puffed, golden and just set. Rest for a minute${scattered ? `, scatter over the ${scattered}` : ''} and cut into wedges${onTop ? `; lay the ${onTop} over the top to serve` : ''}.`,
    ];
  },
});
