import { defineFormula } from '../formula.ts';
import { namesOf } from '../list-in-words.ts';
import { liftOut, panCook, panPrep } from './cook-protein.ts';
import { stirFryAromatics, wokPrep, wokProtein, wokVegetables } from './wok.ts';

export const friedRice = defineFormula({
  dish: 'Fried Rice',
  category: 'rice and grains',
  taste: 'savory',
  serves: 2,
  minutes: 35,
  base: {
    rice: {
      anyOf: ['rice', 'brown rice'],
      // Rice cooked already (leftovers, a pouch) is only broken up, never cooked again.
      line: (rice) =>
        rice.cooking === 'warm-through'
          ? `400 g ${rice.name}, cold`
          : `150 g ${rice.name}, cooked and cooled (about 400 g cooked)`,
    },
    egg: { anyOf: ['egg'], line: '2 eggs, beaten' },
    soy: { anyOf: ['soy sauce'] },
    oil: { anyOf: ['vegetable oil', 'olive oil'] },
  },
  slots: {
    cured: { roles: ['protein'], max: 1, tags: ['cured'], prep: panPrep, featured: true },
    protein: { ...wokProtein, prep: wokPrep, featured: true },
    cooked: { roles: ['protein'], max: 1, diets: ['meat'], tags: ['ready-to-eat'], featured: true },
    vegetables: { ...wokVegetables, featured: true },
    aromatics: { roles: ['aromatic'], max: 3, cooking: ['soften', 'raw'] },
    sauces: { roles: ['sauce'], max: 1, tags: ['wok-sauce'] },
  },
  steps: (dish) => {
    const [protein, alsoFried] = [
      ...dish.cookedAs(['fry'], 'cured'),
      ...dish.ingredients('protein'),
    ];
    const firm = dish.cooked(['unset', 'fry', 'stir-fry', 'boil'], 'vegetables');
    // What was fried first goes back to the pan, but for a seared tuna steak, pink in the middle,
    // which is sliced on top; what is cooked already goes in with the rice.
    const fried = [protein, alsoFried].filter((one) => one !== undefined);
    const isSeared = (one: { tags: readonly string[] }) => one.tags.includes('fish-steak');
    const returned = namesOf(fried.filter((one) => !isSeared(one)));
    const onTop = namesOf(fried.filter(isSeared));
    const withRice = namesOf([
      { name: 'rice' },
      ...dish.ingredients('cooked'),
      ...dish.cookedAs(['warm-through'], 'cured'),
      ...dish.cookedAs(['wilt', 'warm-through'], 'vegetables'),
    ]);
    // Spring onions are scattered on raw to serve: fried with the garlic, they wilt to nothing.
    const aromatics = dish.cookedAs(['soften'], 'aromatics');
    const scattered = dish.cooked(['raw'], 'aromatics');
    // The oil goes in once: half for a protein fried first, the rest for everything after.
    const wok = protein ? 'the rest of the oil in the wok' : 'the oil in a wok or large frying pan';
    return [
      dish.cooked(['warm-through'], 'rice')
        ? `Break up the ${dish.names('rice')} with your fingers so no clumps are left.`
        : `Cook the ${dish.names('rice')} following the packet instructions, spread it out on a tray and leave it to cool; rice cooked the day before fries best.`,
      // A fish that is lifted out and flaked, or sliced, as it cooks (`liftOut` says nothing more)
      // goes in once the bacon is out, and is not lifted out again with it.
      protein &&
        `Heat half the oil in a wok or large frying pan and ${panCook(protein, 'it', wokPrep(protein))}${!alsoFried ? liftOut(protein) : liftOut(alsoFried) ? `, then ${panCook(alsoFried, 'the same pan', wokPrep(alsoFried))}; lift both out onto a plate` : `${liftOut(protein)}, then ${panCook(alsoFried, 'the same pan', wokPrep(alsoFried))}`}.`,
      aromatics.length > 0 && `Heat ${wok} over a high heat and ${stirFryAromatics(aromatics)}.`,
      firm &&
        `${aromatics.length > 0 ? 'Add' : `Heat ${wok} over a high heat and add`} the ${firm} and stir-fry for 3 minutes.`,
      `${firm || aromatics.length > 0 ? 'Push everything to one side' : `Heat ${wok} over a high heat`}, pour in the eggs and scramble them until just set.`,
      `${returned ? `Return the ${returned} to the pan and add` : 'Add'} the ${withRice}, breaking up any clumps, then the ${dish.names('soy')}${dish.has('sauces') ? ` and ${dish.names('sauces')}` : ''}, and toss over a high heat for 3 to 4 minutes, until piping hot and slightly crisp.`,
      `Taste, add a little more soy sauce if it needs it, and serve straight away${onTop ? ` with the ${onTop} on top` : ''}${scattered ? `, scattered with the ${scattered}` : ''}.`,
    ];
  },
});
