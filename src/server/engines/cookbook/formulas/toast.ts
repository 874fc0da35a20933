import { defineFormula } from '../formula.ts';
import type { Ingredient } from '../../../kitchen/ingredient.ts';
import { listInWords } from '../list-in-words.ts';
import { panCook } from './cook-protein.ts';
import { seasoning } from './ingredient-groups.ts';

export const toast = defineFormula({
  dish: 'on Toast',
  // What is piled on toast is named as it is eaten: 'Baked Beans on Toast', 'Mushrooms on Toast'.
  titleOf: pluralTitle,
  category: 'breakfast',
  taste: 'savory',
  serves: 2,
  minutes: 15,
  base: { bread: { anyOf: ['bread', 'pita'], line: '4 thick slices bread' }, ...seasoning },
  slots: {
    spread: { roles: ['vegetable', 'sauce', 'dairy'], max: 1, tags: ['spread'], featured: true },
    topping: {
      roles: ['protein', 'vegetable', 'greens'],
      max: 2,
      tags: ['on-toast'],
      // Baked beans are heated as the tin says and piled on as they come.
      asItComes: true,
      featured: true,
    },
    cheese: { roles: ['dairy'], max: 1, tags: ['melting-cheese'], featured: true },
    herbs: { roles: ['herb'], max: 1, tags: ['soft-herb'] },
    citrus: { roles: ['fruit'], max: 1, tags: ['citrus'] },
  },
  steps: (dish) => {
    const toppings = dish.ingredients('topping');
    const eggs = toppings.find((one) => one.role === 'protein' && one.cooking === undefined);
    const fried = toppings.filter((one) => one.cooking === 'fry' && one.role === 'protein');
    const seared = listInWords(
      toppings
        .filter(
          (one) =>
            one.role !== 'protein' &&
            (one.cooking === 'fry' ||
              (one.cooking === undefined && one.tags.includes('roasting-vegetable'))),
        )
        .map((one) => one.name),
    );
    const warmed = listInWords(
      toppings
        .filter((one) => one.cooking === 'warm-through' && !one.tags.includes('ready-to-eat'))
        .map((one) => one.name),
    );
    const heated = listInWords(
      toppings.filter((one) => one.tags.includes('served-hot')).map((one) => one.name),
    );
    const wilted = listInWords(
      toppings.filter((one) => one.cooking === 'wilt').map((one) => one.name),
    );
    const finish = listInWords([...dish.ingredients('herbs')].map((one) => one.name));
    return [
      fried[0] && `${capital(panCook(fried[0], 'a little of the oil'))}.`,
      seared &&
        `Fry the ${seared} in a little of the oil over a high heat for 4 to 5 minutes, until golden.`,
      warmed &&
        `Warm the ${warmed} in a small pan with a little of the oil and a pinch of salt for 3 minutes, crushing them lightly with a fork.`,
      heated &&
        `Warm the ${heated} in a small pan over a medium heat for 4 to 5 minutes, stirring now and then, until steaming hot all the way through.`,
      wilted &&
        `Wilt the ${wilted} in a hot pan with a splash of water for 1 minute, then squeeze dry.`,
      eggs &&
        `Fry the ${eggs.name} in a little of the oil over a medium heat for 3 minutes, until the whites are set and the yolks still runny.`,
      dish.has('cheese')
        ? 'Heat the grill to high, toast the bread on both sides and drizzle it with a little of the oil.'
        : 'Toast the bread until golden and drizzle it with a little of the oil.',
      dish.has('spread') &&
        `Spread the toast thickly with the ${dish.names('spread')}${dish.has('citrus') ? `, with a squeeze of the ${dish.names('citrus')}` : ''}.`,
      `${dish.has('topping') ? `Pile on the ${dish.names('topping')}, season` : 'Season'} with salt and pepper${!dish.has('spread') && dish.has('citrus') ? `, add a squeeze of the ${dish.names('citrus')}` : ''}${dish.has('cheese') || !finish ? '' : ` and finish with the ${finish}`}.`,
      dish.has('cheese') &&
        `Cover with the ${dish.names('cheese')} and grill for 2 to 3 minutes, until melted and bubbling${finish ? `, then scatter with the ${finish}` : ''}.`,
    ];
  },
});

/** 'Baked Bean' as 'Baked Beans' when the steps name it so; a title of its own ('Prawn') stays. */
function pluralTitle(ingredient: Ingredient): string {
  const { title, name } = ingredient;
  const ending = name.slice(title.length);
  return name.toLowerCase().startsWith(title.toLowerCase()) && (ending === 's' || ending === 'es')
    ? `${title}${ending}`
    : title;
}

const capital = (words: string) => `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
