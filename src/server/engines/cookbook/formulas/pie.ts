import { defineFormula, ifUsing } from '../formula.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { proteinForFourInASauce } from '../portion-for-more.ts';
import { comesWholeForFrying, doneness, notQuickPinkMeat, panCook } from './cook-protein.ts';
import { seasoning } from './ingredient-groups.ts';
import { softenAromatics } from './soften-aromatics.ts';

export const pie = defineFormula({
  dish: 'Pie',
  category: 'pie',
  taste: 'savory',
  serves: 4,
  minutes: (dish) =>
    dish.cooked(['braise'], 'protein') ? 210 : dish.cooked(['simmer'], 'vegetables') ? 85 : 75,
  base: {
    pastry: { anyOf: ['puff pastry', 'shortcrust pastry', 'filo pastry'] },
    butter: { anyOf: ['butter', 'olive oil'], line: '30 g butter' },
    flour: { anyOf: ['flour'], line: '2 tbsp plain flour' },
    stock: {
      anyOf: ['stock'],
      line: (stock) =>
        stock.id === 'stock' ? '300 ml chicken or vegetable stock' : `300 ml ${stock.name}`,
      meatFreeLine: '300 ml vegetable stock',
    },
    egg: { anyOf: ['egg'], line: '1 egg, beaten, to glaze', optional: true },
    salt: seasoning.salt,
    pepper: seasoning.pepper,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      diets: ['meat'],
      cooking: ['fry', 'sear', 'braise', 'warm-through', 'brown-and-break-up'],
      notTags: ['on-the-bone', 'patty'],
      when: notQuickPinkMeat,
      line: proteinForFourInASauce,
      // What is browned and simmered goes in as pieces a fork can take, sausages too, unless the
      // catalogue says how it is cut ('chopped' bacon).
      prep: (ingredient) =>
        ingredient.tags.includes('joint')
          ? 'boned and cut into 4 cm chunks'
          : ingredient.cooking === 'sear' || comesWholeForFrying(ingredient)
            ? 'in bite-sized pieces'
            : undefined,
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 3,
      cooking: ['unset', 'soften', 'fry', 'simmer', 'wilt', 'warm-through', 'boil'],
      // Raw potatoes cook in the sauce: small enough to be tender in 15 to 20 minutes.
      prep: (ingredient) => (ingredient.cooking === 'simmer' ? 'in 1.5 cm dice' : undefined),
      featured: true,
    },
    aromatics: { roles: ['aromatic'], max: 2, cooking: ['soften'] },
    cheese: { roles: ['dairy'], max: 1, tags: ['cheese'], featured: true },
    cream: { roles: ['dairy'], max: 1, tags: ['creamy'] },
    herbs: { roles: ['herb'], max: 1, cooking: ['unset', 'raw'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const braised = protein?.cooking === 'braise';
    const mince = protein?.cooking === 'brown-and-break-up';
    const browned = protein && protein.cooking !== 'warm-through' ? protein : undefined;
    const aromatics = dish.ingredients('aromatics');
    const softened = dish.cooked(['unset', 'soften', 'fry'], 'vegetables');
    // Raw potatoes are not soft after minutes in the fat: they simmer in the stock until tender.
    const simmered = dish.cooked(['simmer'], 'vegetables');
    const late = namesOf([
      ...(protein && !browned ? [protein] : []),
      // Peas and broad beans cook in the filling as the pie bakes.
      ...dish.cookedAs(['wilt', 'warm-through', 'boil'], 'vegetables'),
      ...dish.ingredients('cheese', 'herbs'),
    ]);
    const fat = dish.names('butter');
    const melt = dish.ingredients('butter')[0]?.role === 'fat' ? 'Heat' : 'Melt';
    const fatIn = browned ? `Add the rest of the ${fat}` : `${melt} the ${fat} in a wide pan`;
    // Pieces browned and lifted out go back for the last 10 minutes, as they always have: the
    // potatoes have had 10 already.
    const returned = browned && !mince && !braised ? browned.name : undefined;
    // Bacon and chorizo are done once fried crisp at the edges, and stay pink as cured meat
    // does: the sauce only heats them again.
    const cured = browned?.tags.includes('cured') ?? false;
    // Potatoes thicken the sauce as they cook: they, not the sauce, say when it is done.
    const until = listInWords([
      ...(simmered ? [] : ['thickened']),
      ...(simmered ? [`the ${simmered} ${isOrAre(simmered)} tender`] : []),
      ...(browned && !braised && !cured && browned.tags.includes('cook-through')
        ? [`the ${browned.name} ${isOrAre(browned.name)} cooked through`]
        : []),
    ]);
    const puff = dish.ingredients('pastry')[0]?.id === 'puff pastry';
    const filo = dish.ingredients('pastry')[0]?.id === 'filo pastry';
    return [
      browned &&
        (braised
          ? `${melt} half the ${fat} in a heavy pan and brown the ${browned.name} over a high heat in batches, 4 to 5 minutes a batch; lift out onto a plate.`
          : mince
            ? `${melt} half the ${fat} in a wide pan and ${panCook(browned, 'it')}.`
            : // Browned only: the pieces cook through as they simmer in the sauce, but for cured
              // meat, done as it fries.
              `${melt} half the ${fat} in a wide pan and ${cured ? 'fry' : 'brown'} the ${browned.name} over a medium-high heat for 4 to 5 minutes, stirring now and then${cured ? `, ${doneness(browned)}` : ''}; lift out onto a plate.`),
      // The fat for the sauce, over a medium heat, with the aromatics or straight away the
      // vegetables when there are none to soften first.
      aromatics.length > 0 || !softened
        ? `${fatIn} over a medium heat${aromatics.length > 0 ? ` and ${softenAromatics(aromatics)}` : ''}.`
        : `${browned ? `Add the rest of the ${fat} and the` : `${melt} the ${fat} in a wide pan, add the`} ${softened} and cook over a medium heat for 6 to 8 minutes, until soft.`,
      aromatics.length > 0 &&
        softened &&
        `Add the ${softened} and cook for 6 to 8 minutes, until soft.`,
      `Stir in the flour for 1 minute, then gradually stir in the stock${dish.has('cream') ? ` and the ${dish.names('cream')}` : ''} and bring to a simmer, stirring.`,
      ...(braised && browned
        ? [
            `Return the ${browned.name}, cover and simmer very gently for 1½ to 2 hours, until ${isOrAre(browned.name) === 'is' ? 'it is' : 'they are'} very tender${simmered ? `, adding the ${simmered} for the last 20 minutes` : ''}.`,
          ]
        : simmered && returned
          ? [
              `Add the ${simmered} and simmer for 10 minutes, stirring now and then; add a splash of water if the sauce gets too thick.`,
              `Return the ${returned} and simmer for 10 minutes more, until ${until}.`,
            ]
          : simmered
            ? [
                `Add the ${simmered} and simmer for 15 to 20 minutes, stirring now and then, until ${until}; add a splash of water if the sauce gets too thick.`,
              ]
            : [
                `${returned ? `Return the ${returned} and simmer` : 'Simmer'} for 10 minutes, stirring now and then, until ${until}.`,
              ]),
      late && `Stir in the ${late}.`,
      'Season with salt and pepper, tip into a pie dish and leave to cool for 15 minutes. Heat the oven to 200 °C (180 °C fan).',
      filo
        ? `Lay the ${dish.names('pastry')} over the filling a sheet at a time, brushing each with the egg${dish.optional('egg') ? `, if using, or a little of the ${fat}` : ''}, and scrunch the last sheets on top.`
        : `Lay the ${dish.names('pastry')} over the filling, trim, press the edges onto the rim of the dish, cut a small slit in the middle and brush with the egg${ifUsing(dish, 'egg')}.`,
      `Bake for 30 to 35 minutes, until the pastry is ${puff ? 'puffed' : 'crisp'} and golden.`,
    ];
  },
});
