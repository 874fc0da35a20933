import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { defineFormula } from '../formula.ts';
import { notQuickPinkMeat } from './cook-protein.ts';
import { isOrAre } from '../is-or-are.ts';
import { listInWords, namesOf } from '../list-in-words.ts';
import { isQuickCooking, seasoning } from './ingredient-groups.ts';

/** How long a protein needs in a 220 °C oven, and what it looks like when done. */
function roasting(protein: Ingredient): { minutes: number; until: string } {
  const name = `the ${protein.name} ${isOrAre(protein.name)}`;
  if (protein.tags.includes('fish-fillet'))
    return { minutes: 12, until: `${name} just opaque and flakes easily` };
  if (protein.diet === 'fish') return { minutes: 8, until: `${name} just opaque` };
  if (protein.cooking === 'roast')
    return { minutes: 40, until: `${name} golden and cooked through` };
  if (protein.cooking === 'warm-through') return { minutes: 30, until: `${name} golden and crisp` };
  if (protein.diet === 'vegetarian' || protein.tags.includes('meat-substitute'))
    return { minutes: 15, until: `${name} golden` };
  if (protein.tags.includes('browns-quickly'))
    return { minutes: 15, until: `${name} browned at the edges` };
  if (protein.diet === 'vegan') return { minutes: 25, until: `${name} golden and crisp` };
  if (protein.cooking === 'sear' && !protein.tags.includes('cook-through'))
    return { minutes: 12, until: `${name} browned outside and still pink in the middle` };
  if (protein.cooking === 'sear')
    return { minutes: 20, until: `${name} cooked through, with no pink inside` };
  return { minutes: 30, until: `${name} golden and cooked through` };
}

const wholeForRoasting = (ingredient: Ingredient) =>
  ingredient.portion.includes('clove') ? 'left whole in their skins' : 'in wedges';

export const traybake = defineFormula({
  dish: 'Traybake',
  category: 'roast',
  taste: 'savory',
  serves: 2,
  minutes: 50,
  base: seasoning,
  requires: ['vegetables'],
  slots: {
    protein: {
      roles: ['protein'],
      max: 1,
      // A chop roasts well on the tray; a steak cut in strips does not.
      when: (ingredient) => notQuickPinkMeat(ingredient) || ingredient.tags.includes('on-the-bone'),
      cooking: ['fry', 'sear', 'roast', 'warm-through'],
      notTags: ['joint', 'ready-to-eat', 'patty', 'fish-steak'],
      // Roasted whole: a chicken thigh or a chop, not bite-sized pieces that dry out.
      prep: (ingredient) =>
        ingredient.diet === 'meat' && /bite-sized|strips/.test(ingredient.prep ?? '')
          ? ''
          : ingredient.diet === 'meat' && ingredient.cooking === 'sear'
            ? ''
            : undefined,
      featured: true,
    },
    vegetables: { roles: ['vegetable'], max: 4, tags: ['roasting-vegetable'], featured: true },
    aromatics: {
      roles: ['aromatic'],
      max: 2,
      tags: ['roasting-vegetable'],
      prep: wholeForRoasting,
    },
    herbs: { roles: ['herb', 'spice'], max: 2, tags: ['woody-herb', 'curry-spice'] },
    glaze: { roles: ['sauce'], max: 1, tags: ['marinade'] },
    finish: { roles: ['fruit', 'sweet'], max: 1, tags: ['citrus', 'dressing'] },
  },
  steps: (dish) => {
    const [protein] = dish.ingredients('protein');
    const done = protein ? roasting(protein) : undefined;
    const [finish] = dish.ingredients('finish');
    // The harissa or miso coats the protein, or the vegetables when there is none.
    const glaze = dish.has('glaze') ? dish.names('glaze') : '';
    const tossWith = [dish.names('herbs'), protein ? '' : glaze].filter(Boolean);
    const vegetables = dish.ingredients('vegetables', 'aromatics');
    // What goes on the tray when, in minutes before the end: what roasts long first, a protein
    // for its own time, broccoli, courgettes and green beans for the last 15 (40 would char them).
    const additions = onTheTray([
      { minutes: 40, vegetables: vegetables.filter((one) => !isQuickCooking(one)) },
      // Beside a fish roasting 12 to 20 minutes, they go in with it.
      {
        minutes:
          done && done.minutes >= 12 && done.minutes <= 20 ? done.minutes : quickRoastMinutes,
        vegetables: vegetables.filter(isQuickCooking),
      },
      ...(protein && done
        ? [{ minutes: Math.min(done.minutes, 40), vegetables: [], protein }]
        : []),
    ]);
    const [first] = additions;
    const steps: string[] = ['Heat the oven to 220 °C (200 °C fan).'];
    // The herbs and spices go with the first vegetables tossed in oil.
    let herbs = tossWith.length > 0 ? `the ${listInWords(tossWith)}, ` : '';
    const toss = (vegetables: readonly Ingredient[], oil: string) => {
      const sentence = `Toss the ${namesOf(vegetables)} with ${herbs}${oil}, salt and pepper`;
      herbs = '';
      return sentence;
    };
    if (first?.vegetables.length) {
      steps.push(
        `${toss(first.vegetables, 'half the oil')} on a large baking tray and spread out in one layer.`,
      );
    }
    let oilLeft = first?.vegetables.length ? 'the rest of the oil' : 'half the oil';
    const onTray: Ingredient[] = [];
    let onTrayProtein = '';
    additions.forEach((addition, index) => {
      const next = additions[index + 1];
      const last = next === undefined;
      const roast = last
        ? `roast for ${addition.minutes} to ${addition.minutes + 5} minutes${index > 0 ? ' more' : ''}`
        : `roast for ${addition.minutes - next.minutes} minutes`;
      const until = last
        ? `, until ${done ? `${done.until} and the vegetables are tender` : 'tender and golden at the edges'}`
        : '';
      const parts: string[] = [];
      if (index > 0) parts.push(`turn the ${onTray.length > 0 ? 'vegetables' : onTrayProtein}`);
      if (index > 0 && addition.vegetables.length > 0) {
        // With nothing on the tray to turn them in, they are oiled first.
        if (onTray.length === 0) {
          steps.push(`${toss(addition.vegetables, oilLeft)}.`);
          oilLeft = 'the rest of the oil';
        }
        parts.push(`add the ${namesOf(addition.vegetables)}`);
      }
      if (addition.protein) {
        const brush = `brush with ${oilLeft}${glaze ? ` mixed with the ${glaze}` : ''}`;
        oilLeft = 'the rest of the oil';
        parts.push(
          onTray.length > 0 || addition.vegetables.length > 0
            ? `nestle the ${addition.protein.name} among them, ${brush}, season`
            : `put the ${addition.protein.name} on a large baking tray, ${brush}, season`,
        );
        onTrayProtein = addition.protein.name;
      }
      onTray.push(...addition.vegetables);
      const sentence = `${listInWords([...parts, roast])}${until}`;
      steps.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
    });
    if (finish) {
      steps.push(
        `${finish.tags.includes('citrus') ? 'Squeeze' : 'Drizzle'} the ${finish.name} over everything and serve straight from the tray.`,
      );
    }
    return steps;
  },
});

/** Minutes at 220 °C for what is tender in 5 to 8 minutes in a pan: broccoli, courgettes. */
const quickRoastMinutes = 15;

interface Addition {
  minutes: number;
  vegetables: readonly Ingredient[];
  protein?: Ingredient;
}

/** The additions with something in them, those at the same time as one, longest first. */
function onTheTray(additions: readonly Addition[]): Addition[] {
  const byMinutes = new Map<number, Addition>();
  for (const addition of additions) {
    if (addition.vegetables.length === 0 && !addition.protein) continue;
    const same = byMinutes.get(addition.minutes);
    byMinutes.set(
      addition.minutes,
      same
        ? {
            minutes: addition.minutes,
            vegetables: [...same.vegetables, ...addition.vegetables],
            ...((same.protein ?? addition.protein) && {
              protein: same.protein ?? addition.protein,
            }),
          }
        : addition,
    );
  }
  return [...byMinutes.values()].sort((a, b) => b.minutes - a.minutes);
}
