import { defineFormula, ifUsing } from '../formula.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { isServedRaw, panCook, panPrep } from './cook-protein.ts';
import { seasoning } from './ingredient-groups.ts';

export const risotto = defineFormula({
  dish: 'Risotto',
  category: 'rice and grains',
  taste: 'savory',
  serves: 2,
  minutes: 40,
  base: {
    rice: { anyOf: ['arborio rice'] },
    stock: {
      anyOf: ['stock'],
      line: (stock) =>
        stock.id === 'stock' ? '750 ml hot vegetable or chicken stock' : `750 ml hot ${stock.name}`,
      meatFreeLine: '750 ml hot vegetable stock',
    },
    // The rice can go into the fat alone: no one is sent out for an onion for a risotto.
    onion: { anyOf: ['onion', 'shallot', 'leek'], optional: true },
    butter: { anyOf: ['butter', 'olive oil'], line: '30 g butter' },
    cheese: { anyOf: ['parmesan', 'pecorino'] },
    wine: { anyOf: ['white wine'], line: '100 ml dry white wine', optional: true },
    salt: seasoning.salt,
    pepper: seasoning.pepper,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      cooking: ['fry', 'sear', 'stir-fry', 'warm-through', 'raw'],
      notTags: ['on-the-bone', 'joint', 'fish-fillet', 'fish-steak', 'cheese', 'patty'],
      prep: panPrep,
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 2,
      tags: ['pasta-vegetable'],
      featured: true,
    },
    garlic: { roles: ['aromatic'], max: 1, cooking: ['soften'] },
    herbs: { roles: ['herb'], max: 2, cooking: ['raw', 'unset'] },
    citrus: { roles: ['fruit'], max: 1, tags: ['citrus'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const cookFirst =
      protein && ['fry', 'sear'].includes(protein.cooking ?? '') ? protein : undefined;
    const withRice = dish.cooked(['roast', 'unset', 'soften', 'fry', 'simmer'], 'vegetables');
    const late = listInWords(
      [
        ...dish
          .ingredients('vegetables')
          .filter((one) => ['wilt', 'warm-through', 'boil', 'raw'].includes(one.cooking ?? '')),
        ...dish.ingredients('protein').filter((one) => one !== cookFirst && !isServedRaw(one)),
      ].map((one) => one.name),
    );
    // Smoked salmon is folded in once the pan is off the heat, never simmered with the rice.
    const offTheHeat = namesOf(dish.ingredients('protein').filter(isServedRaw));
    // Butter is beaten into the rice to make it creamy; olive oil is stirred in.
    const finishedWithButter = dish.ingredients('butter').some((one) => one.id === 'butter');
    const prawns = protein?.cooking === 'stir-fry';
    // Broad beans need 4 minutes in the simmering rice, prawns 3; peas and spinach 2.
    const beans = dish.cookedAs(['boil'], 'vegetables').length > 0;
    const lastMinutes = beans ? 4 : prawns ? 3 : 2;
    // 'the garlic, and the onion if using,': an onion the visitor has not got is theirs to add.
    const softened = !dish.optional('onion')
      ? `the ${dish.names('onion', 'garlic')}`
      : dish.has('garlic')
        ? `the ${dish.names('garlic')}, and the ${dish.names('onion')} if using,`
        : `the ${dish.names('onion')}, if using,`;
    return [
      'Keep the stock hot in a pan over a low heat.',
      cookFirst &&
        `Heat a little of the ${dish.names('butter')} in a wide pan and ${panCook(cookFirst, 'it')}; lift out onto a plate.`,
      `${cookFirst ? 'Add half the remaining' : 'Heat half the'} ${dish.names('butter')} ${cookFirst ? 'to the pan' : 'in a wide pan over a medium heat'} and soften ${softened} for 5 minutes.`,
      `Stir in the ${dish.names('rice')}${withRice ? ` and the ${withRice}` : ''} for 1 minute, until the rice is glossy${dish.has('wine') ? `, then pour in the ${dish.names('wine')}${ifUsing(dish, 'wine', true)} and let it bubble away` : ''}.`,
      `Add the stock a ladleful at a time, stirring often and letting each be absorbed before adding the next, for 18 to 20 minutes${late ? `; stir in the ${late} for the last ${lastMinutes} minutes${prawns && protein ? `, until the ${protein.name} ${isOrAre(protein.name)} just opaque` : ''}` : ''}.`,
      `When the rice is creamy and just tender, take it off the heat${cookFirst ? ` and return the ${cookFirst.name}` : ''}; ${finishedWithButter ? 'beat' : 'stir'} in the rest of the ${dish.names('butter')} and the ${dish.names('cheese')}${offTheHeat ? `, then fold in the ${offTheHeat}, which needs no cooking` : ''}.`,
      `Season with salt and pepper${dish.has('citrus') ? `, squeeze in the ${dish.names('citrus')}` : ''}${dish.has('herbs') ? `, stir in the ${dish.names('herbs')}` : ''} and rest for 2 minutes before serving.`,
    ];
  },
});
