import { defineFormula } from '../formula.ts';
import { panCook, panPrep } from './cook-protein.ts';
import { seasoning } from './ingredient-groups.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords } from '../list-in-words.ts';

export const omelette = defineFormula({
  dish: 'Omelette',
  category: 'eggs',
  taste: 'savory',
  serves: 1,
  minutes: 15,
  base: {
    eggs: { anyOf: ['egg'], line: '3 eggs' },
    fat: { anyOf: ['butter', 'olive oil', 'vegetable oil'], line: '1 tbsp butter' },
    salt: seasoning.salt,
    pepper: seasoning.pepper,
  },
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      diets: ['meat', 'fish'],
      cooking: ['fry', 'warm-through', 'raw'],
      notTags: ['on-the-bone', 'joint'],
      prep: panPrep,
      featured: true,
    },
    vegetables: {
      roles: ['vegetable', 'greens'],
      max: 2,
      tags: ['egg-vegetable'],
      cooking: ['unset', 'soften', 'fry', 'wilt', 'warm-through', 'boil'],
      featured: true,
    },
    cheese: { roles: ['dairy'], max: 1, tags: ['cheese'], featured: true },
    herbs: { roles: ['herb'], max: 1, tags: ['soft-herb'] },
    onion: { roles: ['aromatic'], max: 1, cooking: ['raw'] },
    // An onion softens in the pan before the vegetables, never raw in the omelette.
    softened: { roles: ['aromatic'], max: 1, cooking: ['soften'], notTags: ['burns-easily'] },
  },
  steps: (dish) => {
    const [raw] = dish.ingredients('protein').filter((one) => one.cooking === 'fry');
    const panMethods = ['unset', 'soften', 'fry', 'wilt', 'warm-through', 'boil'] as const;
    const cookedFirst = dish.cooked(panMethods, 'vegetables');
    const softened = dish.names('softened');
    const panFirst = cookedFirst || softened;
    // Cooked potatoes or peas only heat through: the onion, not they, is what softens.
    const warmedOnly =
      cookedFirst &&
      dish.cookedAs(panMethods, 'vegetables').every((one) => one.cooking === 'warm-through');
    const until = !warmedOnly
      ? 'until soft'
      : softened
        ? `until the ${softened} is soft and the ${cookedFirst} ${isOrAre(cookedFirst)} hot through`
        : 'until hot through';
    const filling = [
      panFirst || raw ? 'the filling' : '',
      dish.cooked(['warm-through', 'raw'], 'protein'),
      dish.names('cheese'),
      dish.names('herbs', 'onion'),
    ].filter(Boolean);
    return [
      'Beat the eggs with a pinch of salt and pepper until just combined.',
      raw &&
        `Heat half the ${dish.names('fat')} in a 20 cm non-stick frying pan and ${panCook(raw, 'it')}.`,
      panFirst &&
        `${raw ? 'Add' : `Heat half the ${dish.names('fat')} in a 20 cm non-stick frying pan and add`} the ${
          softened && cookedFirst
            ? `${softened}; cook over a medium heat for 3 minutes, then add the ${cookedFirst} and cook for 3 to 4 minutes more`
            : softened
              ? `${softened}; cook over a medium heat for 5 to 6 minutes`
              : `${cookedFirst}; cook over a medium heat for 3 to 4 minutes`
        }, ${until}.`,
      (raw || panFirst) && 'Tip the filling onto a plate and wipe out the pan.',
      `Heat the ${raw || panFirst ? 'rest of the ' : ''}${dish.names('fat')} in the pan over a medium heat until it sizzles, pour in the eggs and stir gently for 20 seconds, then leave for about a minute, tilting the pan so the runny egg reaches the edges.`,
      `While the top is still soft, scatter ${listInWords(filling.map((part) => (part === 'the filling' ? part : `the ${part}`)))} over one half.`,
      'Fold the omelette in half and slide it onto a warm plate.',
    ];
  },
});
