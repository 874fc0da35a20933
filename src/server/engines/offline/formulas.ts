import type { Formula, FormulaBase, FormulaSlot } from './formula.ts';

function formula<Slot extends string, Base extends string>(
  definition: Formula<Slot, Base>,
): Formula<Slot, Base> {
  return definition;
}

const seasoning = {
  oil: { anyOf: ['olive oil', 'vegetable oil'] },
  salt: { anyOf: ['salt'], line: 'Salt, to taste' },
  pepper: { anyOf: ['black pepper'], line: 'Black pepper, to taste' },
} satisfies Record<string, FormulaBase>;

const cookedMeatAndFish = ['bacon', 'ham', 'sausage', 'chicken', 'salmon', 'tuna', 'shrimp'];
const wokVegetables = [
  'bell pepper',
  'broccoli',
  'carrot',
  'mushroom',
  'zucchini',
  'green bean',
  'pea',
  'corn',
  'cabbage',
  'bean sprout',
  'water chestnut',
  'asparagus',
  'cauliflower',
  'celery',
  'eggplant',
];
const roastingVegetables = [
  'potato',
  'sweet potato',
  'carrot',
  'bell pepper',
  'zucchini',
  'eggplant',
  'broccoli',
  'cauliflower',
  'butternut squash',
  'brussels sprout',
  'beetroot',
  'parsnip',
  'fennel',
  'mushroom',
  'tomato',
  'green bean',
  'asparagus',
];
const saladVegetables = [
  'tomato',
  'cucumber',
  'bell pepper',
  'avocado',
  'radish',
  'corn',
  'beetroot',
  'olive',
  'carrot',
  'fennel',
  'celery',
  'pea',
  'green bean',
  'asparagus',
  'artichoke',
  'cabbage',
];
const softHerbs = ['basil', 'parsley', 'cilantro', 'mint', 'dill', 'chive', 'tarragon'];
const woodyHerbs = ['rosemary', 'thyme', 'oregano', 'sage', 'bay leaf', 'italian herbs'];
const meltingCheeses = ['cheddar', 'parmesan', 'mozzarella', 'feta', 'goat cheese', 'ricotta'];
const curryProteins = ['chicken', 'chickpea', 'lentil', 'tofu', 'shrimp', 'cod', 'lamb', 'beef'];
const curryProteinsMore = [...curryProteins, 'egg', 'halloumi', 'kidney bean', 'black bean'];
const berries = ['strawberry', 'blueberry', 'raspberry', 'mixed berries', 'cherry'];

const aromatics: FormulaSlot = { roles: ['aromatic'], max: 3, except: ['lemongrass'] };
const lemonOrLime: FormulaSlot = { roles: ['fruit'], max: 1, only: ['lemon', 'lime'] };

/** The dishes the offline chef can write around whatever the visitor has. */
export const formulas: readonly Formula[] = [
  formula({
    dish: 'Frittata',
    category: 'breakfast',
    taste: 'savory',
    serves: 2,
    minutes: 25,
    base: { eggs: { anyOf: ['egg'], line: '6 eggs' }, ...seasoning },
    slots: {
      protein: { roles: ['protein'], max: 1, only: cookedMeatAndFish, featured: true },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 3,
        only: [
          ...roastingVegetables,
          'spinach',
          'kale',
          'chard',
          'pea',
          'corn',
          'artichoke',
          'olive',
        ],
        featured: true,
      },
      cheese: { roles: ['dairy'], max: 1, only: meltingCheeses, featured: true },
      aromatics: {
        roles: ['aromatic'],
        max: 2,
        only: ['onion', 'garlic', 'spring onion', 'shallot', 'leek', 'chili'],
      },
      herbs: { roles: ['herb'], max: 2 },
    },
    steps: (dish) => [
      'Heat the grill (broiler) to high. Beat the eggs with a good pinch of salt and pepper.',
      dish.has('aromatics') &&
        `Warm the oil in an ovenproof frying pan over medium heat and soften the ${dish.names('aromatics')}, finely chopped, for 4 minutes.`,
      !dish.has('aromatics') && 'Warm the oil in an ovenproof frying pan over medium heat.',
      dish.has('vegetables') &&
        `Add the ${dish.names('vegetables')}, cut into small pieces, and cook for 5 to 6 minutes until tender.`,
      dish.has('protein') &&
        `Stir in the ${dish.names('protein')}, in bite-sized pieces, to warm through.`,
      `Pour in the eggs${dish.has('herbs') ? ` with the ${dish.names('herbs')}, chopped,` : ''} and cook gently without stirring for 6 to 8 minutes, until the edges set.`,
      dish.has('cheese') && `Scatter the ${dish.names('cheese')} over the top.`,
      'Slide the pan under the grill for 2 to 3 minutes until puffed and golden, then rest for a minute and cut into wedges.',
    ],
  }),

  formula({
    dish: 'Omelette',
    category: 'breakfast',
    taste: 'savory',
    serves: 1,
    minutes: 10,
    base: {
      eggs: { anyOf: ['egg'], line: '3 eggs' },
      butter: { anyOf: ['butter', 'olive oil', 'vegetable oil'], line: '1 tbsp butter' },
      salt: seasoning.salt,
      pepper: seasoning.pepper,
    },
    slots: {
      filling: {
        roles: ['protein', 'vegetable', 'greens'],
        max: 2,
        only: ['ham', 'bacon', 'mushroom', 'spinach', 'tomato', 'bell pepper', 'salmon', 'kale'],
        featured: true,
      },
      cheese: {
        roles: ['dairy'],
        max: 1,
        only: ['cheddar', 'feta', 'goat cheese', 'mozzarella', 'parmesan', 'cream cheese'],
        featured: true,
      },
      herbs: { roles: ['herb', 'aromatic'], max: 2, only: [...softHerbs, 'spring onion'] },
    },
    steps: (dish) => [
      'Beat the eggs with a pinch of salt and pepper until just combined.',
      dish.has('filling') &&
        `Cook the ${dish.names('filling')}, chopped small, in half the butter in a non-stick pan over medium heat for 3 to 4 minutes, then tip onto a plate.`,
      'Melt the remaining butter in the pan over medium heat until it foams, then pour in the eggs.',
      'Stir gently for 20 seconds, then let the omelette set for about a minute, tilting the pan so the runny egg reaches the edges.',
      `While the top is still soft, scatter ${[dish.has('filling') && 'the filling', dish.has('cheese') && `the ${dish.names('cheese')}`, dish.has('herbs') && `the ${dish.names('herbs')}, chopped`].filter(Boolean).join(', ') || 'a little pepper'} over one half.`,
      'Fold the omelette in half and slide it onto a warm plate.',
    ],
  }),

  formula({
    dish: 'Stir-Fry',
    category: 'stir-fry',
    taste: 'savory',
    serves: 2,
    minutes: 20,
    base: {
      starch: { anyOf: ['rice', 'noodle', 'brown rice'], line: '150 g rice, to serve' },
      soy: { anyOf: ['soy sauce'] },
      oil: { anyOf: ['vegetable oil', 'olive oil'] },
    },
    slots: {
      protein: {
        roles: ['protein'],
        max: 1,
        only: [
          'chicken',
          'beef',
          'pork',
          'ground pork',
          'shrimp',
          'tofu',
          'tempeh',
          'turkey',
          'edamame',
          'lamb',
        ],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 4,
        only: [...wokVegetables, 'bok choy', 'spinach', 'kale', 'chard'],
        featured: true,
      },
      aromatics: { roles: ['aromatic'], max: 3 },
      sauces: {
        roles: ['sauce', 'sweet'],
        max: 2,
        only: ['oyster sauce', 'hot sauce', 'sesame oil', 'fish sauce', 'honey', 'vinegar', 'miso'],
      },
      crunch: { roles: ['nut'], max: 1, only: ['peanut', 'cashew', 'sesame seed'] },
      herbs: { roles: ['herb'], max: 1, only: ['cilantro', 'basil', 'mint'] },
    },
    steps: (dish) => [
      `Cook the ${dish.names('starch')} following the packet instructions and keep warm.`,
      `Mix the ${dish.names('soy')}${dish.has('sauces') ? ` with the ${dish.names('sauces')}` : ''} and 2 tbsp water in a cup.`,
      dish.has('protein') &&
        `Heat the oil in a wok or large frying pan over high heat and stir-fry the ${dish.names('protein')}, in thin strips or cubes, for 4 to 5 minutes until browned and cooked through; lift it out.`,
      dish.has('aromatics') &&
        `Add the ${dish.names('aromatics')}, finely chopped, and stir-fry for 30 seconds until fragrant.`,
      dish.has('vegetables') &&
        `Add the ${dish.names('vegetables')}, cut into bite-sized pieces, and stir-fry for 3 to 4 minutes so they stay crisp.`,
      `Return ${dish.has('protein') ? `the ${dish.names('protein')}` : 'everything'} to the pan, pour in the sauce and toss for a minute until glossy.`,
      `Serve over the ${dish.names('starch')}${dish.has('crunch', 'herbs') ? `, topped with the ${dish.names('crunch', 'herbs')}` : ''}.`,
    ],
  }),

  formula({
    dish: 'Fried Rice',
    category: 'rice and grains',
    taste: 'savory',
    serves: 2,
    minutes: 20,
    base: {
      rice: { anyOf: ['rice', 'brown rice'], line: '300 g cooked rice, preferably a day old' },
      egg: { anyOf: ['egg'], line: '2 eggs, beaten' },
      soy: { anyOf: ['soy sauce'] },
      oil: { anyOf: ['vegetable oil', 'olive oil'] },
    },
    slots: {
      protein: {
        roles: ['protein'],
        max: 1,
        only: [
          'chicken',
          'ham',
          'bacon',
          'shrimp',
          'tofu',
          'sausage',
          'pork',
          'ground pork',
          'edamame',
          'turkey',
        ],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 3,
        only: [...wokVegetables, 'bok choy', 'spinach', 'kale'],
        featured: true,
      },
      aromatics: { roles: ['aromatic'], max: 3, except: ['leek'] },
      sauces: {
        roles: ['sauce'],
        max: 1,
        only: ['oyster sauce', 'hot sauce', 'sesame oil', 'fish sauce'],
      },
    },
    steps: (dish) => [
      'Heat the oil in a wok or large frying pan over high heat.',
      dish.has('aromatics') &&
        `Stir-fry the ${dish.names('aromatics')}, finely chopped, for 30 seconds.`,
      dish.has('protein') &&
        `Add the ${dish.names('protein')}, in small pieces, and stir-fry until cooked through, about 4 minutes.`,
      dish.has('vegetables') &&
        `Add the ${dish.names('vegetables')}, diced, and stir-fry for 3 minutes.`,
      'Push everything to one side, pour the eggs into the space and scramble them until just set.',
      `Add the rice, breaking up any clumps, then the ${dish.names('soy')}${dish.has('sauces') ? ` and ${dish.names('sauces')}` : ''}, and toss over high heat for 3 minutes until hot and slightly crisp.`,
      'Taste, add more soy sauce if needed, and serve straight away.',
    ],
  }),

  formula({
    dish: 'Soup',
    category: 'soup',
    taste: 'savory',
    serves: 4,
    minutes: 40,
    base: { stock: { anyOf: ['stock'], line: '1 litre vegetable or chicken stock' }, ...seasoning },
    slots: {
      protein: {
        roles: ['protein'],
        max: 1,
        only: [
          'chicken',
          'sausage',
          'bacon',
          'ham',
          'lentil',
          'white bean',
          'chickpea',
          'kidney bean',
          'black bean',
          'tofu',
        ],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 4,
        except: [
          'cucumber',
          'avocado',
          'olive',
          'radish',
          'lettuce',
          'rocket',
          'bean sprout',
          'water chestnut',
          'watercress',
        ],
        featured: true,
      },
      starch: { roles: ['starch'], max: 1, only: ['pasta', 'noodle', 'rice', 'quinoa'] },
      aromatics,
      spices: {
        roles: ['spice'],
        max: 2,
        only: [
          'cumin',
          'paprika',
          'curry powder',
          'turmeric',
          'ground coriander',
          'chili flakes',
          'italian herbs',
        ],
      },
      herbs: { roles: ['herb'], max: 2 },
      tomatoes: {
        roles: ['sauce'],
        max: 1,
        only: ['canned tomato', 'tomato paste', 'coconut milk'],
      },
      finish: { roles: ['dairy'], max: 1, only: ['cream', 'parmesan', 'sour cream', 'yogurt'] },
    },
    steps: (dish) => [
      `Warm the oil in a large pan over medium heat${dish.has('aromatics') ? ` and cook the ${dish.names('aromatics')}, chopped, for 5 minutes until soft` : ''}.`,
      dish.has('protein') &&
        `Add the ${dish.names('protein')}${dish.has('spices') ? ` and the ${dish.names('spices')}` : ''} and cook for 3 minutes.`,
      !dish.has('protein') &&
        dish.has('spices') &&
        `Stir in the ${dish.names('spices')} and cook for 1 minute.`,
      dish.has('vegetables') &&
        `Add the ${dish.names('vegetables')}, chopped into even pieces, and stir for 2 minutes.`,
      `Pour in the stock${dish.has('tomatoes') ? ` and the ${dish.names('tomatoes')}` : ''}, bring to the boil, then simmer for 20 minutes until everything is tender.`,
      dish.has('starch') &&
        `Add the ${dish.names('starch')} for the time the packet says, until cooked.`,
      `Season with salt and pepper${dish.has('herbs') ? `, stir in the ${dish.names('herbs')}, chopped,` : ''} and serve${dish.has('finish') ? ` with the ${dish.names('finish')} on top` : ''}.`,
    ],
  }),

  formula({
    dish: 'Grain Bowl',
    category: 'rice and grains',
    taste: 'savory',
    serves: 2,
    minutes: 30,
    base: {
      grain: { anyOf: ['quinoa', 'rice', 'brown rice', 'couscous', 'bulgur'] },
      acid: { anyOf: ['lemon', 'lime', 'vinegar'], line: '1 lemon, juiced' },
      ...seasoning,
    },
    slots: {
      protein: {
        roles: ['protein', 'dairy'],
        max: 1,
        only: [
          'chicken',
          'tofu',
          'chickpea',
          'egg',
          'salmon',
          'halloumi',
          'black bean',
          'lentil',
          'tempeh',
          'edamame',
          'shrimp',
          'white bean',
        ],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable'],
        max: 3,
        only: [...roastingVegetables, ...saladVegetables],
        featured: true,
      },
      greens: { roles: ['greens'], max: 1, except: ['bok choy'] },
      cheese: { roles: ['dairy'], max: 1, only: ['feta', 'goat cheese'], featured: true },
      dressing: {
        roles: ['nut', 'sauce', 'dairy'],
        max: 1,
        only: ['tahini', 'hummus', 'pesto', 'yogurt'],
      },
      crunch: {
        roles: ['nut'],
        max: 1,
        only: ['almond', 'walnut', 'cashew', 'pumpkin seed', 'sesame seed', 'pine nut', 'peanut'],
      },
      herbs: { roles: ['herb'], max: 2, only: softHerbs },
    },
    steps: (dish) => [
      `Cook the ${dish.names('grain')} following the packet instructions, then fluff with a fork.`,
      dish.has('vegetables') &&
        `Meanwhile, toss the ${dish.names('vegetables')}, in bite-sized pieces, with half the oil and some salt, and roast at 220 °C (425 °F) for 20 minutes, or slice them raw if you prefer them crisp.`,
      dish.has('protein') &&
        `Cook the ${dish.names('protein')} in a hot pan with a little oil until golden and cooked through, then slice or season it.`,
      `Whisk the rest of the oil with the ${dish.names('acid')}${dish.has('dressing') ? ` and the ${dish.names('dressing')}` : ''}, salt and pepper to make a dressing.`,
      `Divide the ${dish.names('grain')} between two bowls${dish.has('greens') ? ` with the ${dish.names('greens')}` : ''} and arrange everything on top.`,
      `Spoon over the dressing${dish.has('cheese', 'crunch', 'herbs') ? ` and finish with the ${dish.names('cheese', 'crunch', 'herbs')}` : ''}.`,
    ],
  }),

  formula({
    dish: 'Pasta',
    category: 'pasta',
    taste: 'savory',
    serves: 2,
    minutes: 25,
    base: { pasta: { anyOf: ['pasta', 'spaghetti', 'gnocchi'] }, ...seasoning },
    slots: {
      protein: {
        roles: ['protein'],
        max: 1,
        only: [
          'bacon',
          'sausage',
          'chicken',
          'tuna',
          'shrimp',
          'ground beef',
          'anchovy',
          'ham',
          'salmon',
          'white bean',
          'chickpea',
        ],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 3,
        only: [
          'tomato',
          'zucchini',
          'mushroom',
          'pea',
          'broccoli',
          'bell pepper',
          'eggplant',
          'asparagus',
          'olive',
          'artichoke',
          'butternut squash',
          'spinach',
          'kale',
          'rocket',
          'chard',
          'cauliflower',
        ],
        featured: true,
      },
      aromatics,
      sauce: {
        roles: ['sauce'],
        max: 2,
        only: ['canned tomato', 'pesto', 'capers', 'tomato paste', 'white wine'],
      },
      cheese: {
        roles: ['dairy'],
        max: 1,
        only: ['parmesan', 'ricotta', 'mozzarella', 'feta', 'goat cheese', 'cream', 'cheddar'],
        featured: true,
      },
      herbs: { roles: ['herb'], max: 2, only: [...softHerbs, 'oregano', 'thyme', 'sage'] },
      crunch: {
        roles: ['nut', 'spice', 'fruit'],
        max: 2,
        only: ['pine nut', 'walnut', 'chili flakes', 'lemon'],
      },
    },
    steps: (dish) => [
      `Bring a large pan of well-salted water to the boil and cook the ${dish.names('pasta')} until just tender; keep a mugful of the cooking water.`,
      `Meanwhile, warm the oil in a wide frying pan over medium heat${dish.has('protein') ? ` and cook the ${dish.names('protein')}, in bite-sized pieces, until golden and cooked through` : ''}.`,
      dish.has('aromatics') &&
        `Add the ${dish.names('aromatics')}, finely chopped, and cook for 2 minutes without browning.`,
      dish.has('vegetables') &&
        `Add the ${dish.names('vegetables')}, chopped, and cook for 5 to 6 minutes until tender.`,
      dish.has('sauce') && `Stir in the ${dish.names('sauce')} and simmer for 5 minutes.`,
      `Drain the ${dish.names('pasta')}, tip it into the pan with a splash of the cooking water and toss until glossy${dish.has('cheese') ? `, then stir through the ${dish.names('cheese')}` : ''}.`,
      `Season with salt and pepper${dish.has('herbs', 'crunch') ? ` and finish with the ${dish.names('herbs', 'crunch')}` : ''}.`,
    ],
  }),

  formula({
    dish: 'Salad',
    category: 'salad',
    taste: 'savory',
    serves: 2,
    minutes: 15,
    base: {
      acid: { anyOf: ['lemon', 'lime', 'vinegar'], line: '1 tbsp red wine vinegar' },
      ...seasoning,
    },
    slots: {
      vegetables: { roles: ['vegetable'], max: 3, only: saladVegetables, featured: true },
      protein: {
        roles: ['protein', 'dairy'],
        max: 1,
        only: [
          'chicken',
          'tuna',
          'egg',
          'chickpea',
          'white bean',
          'salmon',
          'halloumi',
          'black bean',
          'lentil',
          'shrimp',
          'ham',
          'bacon',
        ],
        featured: true,
      },
      greens: { roles: ['greens'], max: 2, except: ['bok choy', 'chard'], featured: true },
      cheese: {
        roles: ['dairy'],
        max: 1,
        only: ['feta', 'goat cheese', 'mozzarella', 'parmesan', 'cheddar'],
        featured: true,
      },
      fruit: {
        roles: ['fruit'],
        max: 1,
        only: ['apple', 'pear', 'orange', 'strawberry', 'mango', 'grape', 'peach', 'watermelon'],
        acceptsSweet: true,
        featured: true,
      },
      crunch: {
        roles: ['nut', 'starch'],
        max: 1,
        only: [
          'almond',
          'walnut',
          'cashew',
          'pumpkin seed',
          'pine nut',
          'sesame seed',
          'breadcrumb',
        ],
      },
      herbs: {
        roles: ['herb', 'aromatic'],
        max: 2,
        only: [...softHerbs, 'spring onion', 'shallot'],
      },
      dressing: {
        roles: ['sauce', 'sweet'],
        max: 2,
        only: ['mustard', 'honey', 'maple syrup', 'mayonnaise'],
      },
    },
    steps: (dish) => [
      `Whisk the oil with the ${dish.names('acid')}${dish.has('dressing') ? `, the ${dish.names('dressing')}` : ''} and a pinch of salt and pepper to make a dressing.`,
      dish.has('protein') &&
        `Prepare the ${dish.names('protein')}: cook it if it is raw, cool it a little, then slice or flake it.`,
      dish.has('greens') && `Wash and dry the ${dish.names('greens')} and tear into a large bowl.`,
      dish.has('vegetables', 'fruit') &&
        `Cut the ${dish.names('vegetables', 'fruit')} into bite-sized pieces and add them.`,
      `Toss with the dressing just before serving${dish.has('protein', 'cheese') ? `, then top with the ${dish.names('protein', 'cheese')}` : ''}.`,
      dish.has('crunch', 'herbs') && `Finish with the ${dish.names('crunch', 'herbs')}.`,
    ],
  }),

  formula({
    dish: 'Curry',
    category: 'curry',
    taste: 'savory',
    serves: 4,
    minutes: 40,
    base: {
      sauce: { anyOf: ['coconut milk', 'canned tomato'] },
      spice: { anyOf: ['curry powder', 'garam masala'] },
      rice: { anyOf: ['rice', 'brown rice', 'pita'], line: '250 g rice, to serve', optional: true },
      oil: { anyOf: ['vegetable oil', 'olive oil'] },
      salt: seasoning.salt,
    },
    slots: {
      protein: { roles: ['protein', 'dairy'], max: 1, only: curryProteinsMore, featured: true },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 3,
        only: [
          'potato',
          'sweet potato',
          'cauliflower',
          'pea',
          'spinach',
          'eggplant',
          'bell pepper',
          'butternut squash',
          'green bean',
          'okra',
          'tomato',
          'carrot',
          'zucchini',
          'mushroom',
          'kale',
          'chard',
          'broccoli',
        ],
        featured: true,
      },
      aromatics,
      spices: {
        roles: ['spice'],
        max: 3,
        only: [
          'cumin',
          'turmeric',
          'garam masala',
          'ground coriander',
          'chili flakes',
          'cinnamon',
          'ginger powder',
          'mustard seed',
          'paprika',
        ],
      },
      tomato: { roles: ['sauce'], max: 1, only: ['canned tomato', 'tomato paste'] },
      finish: {
        roles: ['dairy', 'herb', 'fruit'],
        max: 2,
        only: ['yogurt', 'cream', 'cilantro', 'mint', 'lime', 'lemon'],
      },
    },
    steps: (dish) => [
      `Heat the oil in a large pan over medium heat${dish.has('aromatics') ? ` and cook the ${dish.names('aromatics')}, finely chopped, for 6 minutes until soft and golden` : ''}.`,
      `Stir in the ${dish.names('spice', 'spices')} and cook for 1 minute until fragrant.`,
      dish.has('protein') &&
        `Add the ${dish.names('protein')}, in bite-sized pieces, and stir to coat in the spices.`,
      dish.has('vegetables') && `Add the ${dish.names('vegetables')}, cut into even chunks.`,
      `Pour in the ${dish.names('sauce', 'tomato')} with 150 ml water, bring to a simmer and cook gently for 20 to 25 minutes, until everything is tender and the sauce has thickened.`,
      `Season with salt${dish.has('finish') ? ` and finish with the ${dish.names('finish')}` : ''}.`,
      dish.has('rice') && `Serve with the ${dish.names('rice')}.`,
    ],
  }),

  formula({
    dish: 'Tacos',
    category: 'sandwich',
    taste: 'savory',
    serves: 2,
    minutes: 25,
    base: {
      tortillas: { anyOf: ['tortilla'], line: '6 small tortillas' },
      spice: { anyOf: ['cumin', 'paprika', 'chili flakes'] },
      lime: { anyOf: ['lime', 'lemon'] },
      ...seasoning,
    },
    slots: {
      protein: {
        roles: ['protein', 'dairy'],
        max: 1,
        only: [
          'ground beef',
          'chicken',
          'pork',
          'ground pork',
          'black bean',
          'kidney bean',
          'shrimp',
          'cod',
          'tofu',
          'halloumi',
          'egg',
          'beef',
          'turkey',
          'sausage',
        ],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable'],
        max: 3,
        only: [
          'bell pepper',
          'corn',
          'tomato',
          'avocado',
          'cabbage',
          'radish',
          'sweet potato',
          'zucchini',
          'mushroom',
          'cucumber',
          'cauliflower',
        ],
        featured: true,
      },
      greens: { roles: ['greens'], max: 1, only: ['lettuce', 'spinach'] },
      aromatics,
      herbs: { roles: ['herb'], max: 1, only: ['cilantro', 'mint', 'oregano'] },
      toppings: {
        roles: ['dairy', 'sauce'],
        max: 2,
        only: ['cheddar', 'sour cream', 'yogurt', 'feta', 'salsa', 'hot sauce'],
      },
    },
    steps: (dish) => [
      `Heat the oil in a frying pan over medium-high heat${dish.has('aromatics') ? ` and cook the ${dish.names('aromatics')}, chopped, for 3 minutes` : ''}.`,
      dish.has('protein') &&
        `Add the ${dish.names('protein')} with the ${dish.names('spice')}, salt and pepper and cook, breaking it up or turning it, for 6 to 8 minutes until browned and cooked through.`,
      !dish.has('protein') && `Add the ${dish.names('spice')} with a pinch of salt.`,
      dish.has('vegetables') &&
        `Cook or slice the ${dish.names('vegetables')}: sear anything firm in the pan for 4 minutes, keep soft ones fresh and chopped.`,
      `Squeeze the ${dish.names('lime')} over the filling and warm the tortillas in a dry pan for 20 seconds a side.`,
      `Fill the tortillas${dish.has('greens', 'herbs', 'toppings') ? ` and top with the ${dish.names('greens', 'herbs', 'toppings')}` : ''}, then serve at once.`,
    ],
  }),

  formula({
    dish: 'Traybake',
    category: 'roast',
    taste: 'savory',
    serves: 2,
    minutes: 45,
    base: seasoning,
    slots: {
      protein: {
        roles: ['protein', 'dairy'],
        max: 1,
        only: [
          'chicken',
          'sausage',
          'salmon',
          'cod',
          'tofu',
          'chickpea',
          'halloumi',
          'pork',
          'lamb',
          'turkey',
        ],
        featured: true,
      },
      vegetables: { roles: ['vegetable'], max: 4, only: roastingVegetables, featured: true },
      aromatics: {
        roles: ['aromatic'],
        max: 2,
        only: ['onion', 'garlic', 'shallot', 'leek', 'chili'],
      },
      herbs: {
        roles: ['herb', 'spice'],
        max: 2,
        only: [...woodyHerbs, 'paprika', 'cumin', 'chili flakes'],
      },
      finish: {
        roles: ['fruit', 'sauce', 'sweet'],
        max: 1,
        only: ['lemon', 'vinegar', 'honey', 'pesto'],
      },
    },
    steps: (dish) => [
      'Heat the oven to 220 °C (200 °C fan, 425 °F).',
      dish.has('vegetables', 'aromatics') &&
        `Cut the ${dish.names('vegetables', 'aromatics')} into even, bite-sized chunks.`,
      `Toss everything${dish.has('herbs') ? ` with the ${dish.names('herbs')},` : ''} the oil, salt and pepper on a large baking tray in one layer.`,
      'Roast for 20 minutes, then turn everything over.',
      dish.has('protein') &&
        `Nestle the ${dish.names('protein')} among the vegetables, brush with a little oil and roast for 15 to 25 minutes more, until cooked through.`,
      !dish.has('protein') && 'Roast for 15 minutes more, until golden at the edges.',
      dish.has('finish') &&
        `Finish with the ${dish.names('finish')} and serve straight from the tray.`,
    ],
  }),

  formula({
    dish: 'Risotto',
    category: 'rice and grains',
    taste: 'savory',
    serves: 2,
    minutes: 35,
    base: {
      rice: { anyOf: ['arborio rice'] },
      stock: { anyOf: ['stock'], line: '750 ml hot vegetable or chicken stock' },
      onion: { anyOf: ['onion', 'shallot', 'leek'] },
      butter: { anyOf: ['butter', 'olive oil'] },
      cheese: { anyOf: ['parmesan'] },
      salt: seasoning.salt,
      pepper: seasoning.pepper,
    },
    slots: {
      protein: {
        roles: ['protein'],
        max: 1,
        only: ['chicken', 'bacon', 'shrimp', 'sausage', 'ham'],
        featured: true,
      },
      vegetables: {
        roles: ['vegetable', 'greens'],
        max: 2,
        only: [
          'mushroom',
          'pea',
          'asparagus',
          'butternut squash',
          'zucchini',
          'spinach',
          'tomato',
          'beetroot',
          'leek',
        ],
        featured: true,
      },
      aromatics: { roles: ['aromatic'], max: 1, only: ['garlic'] },
      wine: { roles: ['sauce'], max: 1, only: ['white wine'] },
      herbs: {
        roles: ['herb', 'fruit'],
        max: 2,
        only: ['parsley', 'thyme', 'sage', 'basil', 'chive', 'lemon'],
      },
    },
    steps: (dish) => [
      `Melt half the ${dish.names('butter')} in a wide pan over medium heat and soften the ${dish.names('onion')}${dish.has('aromatics') ? ` and ${dish.names('aromatics')}` : ''}, finely chopped, for 5 minutes.`,
      dish.has('protein') &&
        `Add the ${dish.names('protein')}, in small pieces, and cook until golden and cooked through.`,
      `Stir in the ${dish.names('rice')} for 1 minute until glossy${dish.has('wine') ? `, then add the ${dish.names('wine')} and let it bubble away` : ''}.`,
      `Add the stock a ladleful at a time, stirring often and waiting until each is absorbed before adding the next, for 18 to 20 minutes${dish.has('vegetables') ? `; add the ${dish.names('vegetables')}, chopped small, halfway through` : ''}.`,
      `When the rice is creamy and just tender, take it off the heat and beat in the rest of the butter and the ${dish.names('cheese')}.`,
      `Season with salt and pepper${dish.has('herbs') ? `, stir in the ${dish.names('herbs')}` : ''} and rest for 2 minutes before serving.`,
    ],
  }),

  formula({
    dish: 'on Toast',
    category: 'breakfast',
    taste: 'savory',
    serves: 2,
    minutes: 15,
    base: { bread: { anyOf: ['bread', 'pita'], line: '4 thick slices bread' }, ...seasoning },
    slots: {
      spread: {
        roles: ['vegetable', 'sauce', 'dairy', 'nut'],
        max: 1,
        only: ['avocado', 'hummus', 'ricotta', 'cream cheese', 'goat cheese', 'feta', 'pesto'],
        featured: true,
      },
      topping: {
        roles: ['protein', 'vegetable', 'greens'],
        max: 2,
        only: [
          'egg',
          'tomato',
          'mushroom',
          'spinach',
          'rocket',
          'salmon',
          'ham',
          'bacon',
          'white bean',
          'radish',
          'cucumber',
          'asparagus',
        ],
        featured: true,
      },
      herbs: {
        roles: ['herb', 'spice', 'aromatic', 'fruit'],
        max: 2,
        only: [...softHerbs, 'chili flakes', 'spring onion', 'lemon', 'lime'],
      },
    },
    steps: (dish) => [
      'Toast the bread until golden and drizzle it with a little oil.',
      dish.has('topping') &&
        `Meanwhile, cook the ${dish.names('topping')} as each likes best: eggs poached or fried, mushrooms and tomatoes seared in a hot pan with a little oil for 4 minutes, leaves and raw vegetables simply sliced.`,
      dish.has('spread') &&
        `Spread the toast thickly with the ${dish.names('spread')}, mashed with a pinch of salt if needed.`,
      `Pile ${dish.has('topping') ? 'the toppings' : 'everything'} on, season with salt and pepper${dish.has('herbs') ? ` and finish with the ${dish.names('herbs')}` : ''}.`,
    ],
  }),

  formula({
    dish: 'Smoothie',
    category: 'drink',
    taste: 'sweet',
    serves: 2,
    minutes: 5,
    base: {
      liquid: {
        anyOf: ['milk', 'oat milk', 'yogurt', 'orange'],
        line: '250 ml milk or plant milk',
      },
    },
    slots: {
      fruit: {
        roles: ['fruit'],
        max: 3,
        except: ['lemon', 'lime', 'raisin', 'coconut', 'orange'],
        featured: true,
      },
      greens: { roles: ['greens'], max: 1, only: ['spinach', 'kale'], featured: true },
      creamy: {
        roles: ['dairy', 'nut', 'starch'],
        max: 2,
        only: ['yogurt', 'peanut butter', 'oat', 'chia seed', 'almond'],
      },
      sweet: {
        roles: ['sweet', 'spice'],
        max: 2,
        only: ['honey', 'maple syrup', 'cocoa', 'vanilla', 'cinnamon', 'ginger powder', 'date'],
      },
      coffee: { roles: ['liquid'], max: 1, only: ['coffee'], featured: true },
    },
    steps: (dish) => [
      `Put the ${dish.names('liquid')} in a blender${dish.has('fruit', 'greens', 'coffee') ? ` with the ${dish.names('fruit', 'greens', 'coffee')}` : ''}, cutting any large fruit into chunks.`,
      dish.has('creamy', 'sweet') && `Add the ${dish.names('creamy', 'sweet')}.`,
      'Blend for a minute until completely smooth, adding a splash more liquid or a few ice cubes to get the thickness you like.',
      'Taste, adjust the sweetness, and pour into two glasses.',
    ],
  }),

  formula({
    dish: 'Crumble',
    category: 'dessert',
    taste: 'sweet',
    serves: 4,
    minutes: 45,
    base: {
      flour: { anyOf: ['flour'], line: '150 g plain flour' },
      butter: { anyOf: ['butter'], line: '100 g cold butter, diced' },
      sugar: { anyOf: ['sugar'], line: '100 g sugar' },
    },
    slots: {
      fruit: {
        roles: ['fruit'],
        max: 2,
        only: ['apple', 'pear', 'peach', 'mango', 'cherry', 'pineapple', 'banana', ...berries],
        featured: true,
      },
      topping: { roles: ['starch', 'nut'], max: 2, only: ['oat', 'almond', 'walnut', 'coconut'] },
      spice: { roles: ['spice'], max: 2, only: ['cinnamon', 'ginger powder', 'vanilla', 'nutmeg'] },
      serve: { roles: ['dairy'], max: 1, only: ['cream', 'yogurt'] },
    },
    steps: (dish) => [
      'Heat the oven to 190 °C (170 °C fan, 375 °F).',
      `Cut the ${dish.names('fruit')} into bite-sized pieces and spread in a baking dish; toss with 2 tbsp of the sugar${dish.has('spice') ? ` and the ${dish.names('spice')}` : ''}.`,
      `Rub the butter into the flour with your fingertips until it looks like coarse crumbs, then stir in the rest of the sugar${dish.has('topping') ? ` and the ${dish.names('topping')}` : ''}.`,
      'Scatter the crumble over the fruit without pressing it down.',
      'Bake for 30 to 35 minutes until golden on top and bubbling at the edges.',
      `Rest for 5 minutes and serve warm${dish.has('serve') ? ` with the ${dish.names('serve')}` : ''}.`,
    ],
  }),

  formula({
    dish: 'Pancakes',
    category: 'breakfast',
    taste: 'sweet',
    serves: 2,
    minutes: 25,
    base: {
      flour: { anyOf: ['flour'], line: '150 g plain flour' },
      raising: { anyOf: ['baking powder'] },
      egg: { anyOf: ['egg'], line: '1 egg' },
      milk: { anyOf: ['milk', 'oat milk'], line: '200 ml milk' },
      butter: { anyOf: ['butter', 'vegetable oil'], line: '1 tbsp butter, for the pan' },
    },
    slots: {
      fruit: {
        roles: ['fruit'],
        max: 2,
        only: ['banana', 'apple', 'pear', 'peach', 'mango', ...berries],
        featured: true,
      },
      sweet: {
        roles: ['sweet', 'spice', 'nut'],
        max: 2,
        only: ['maple syrup', 'honey', 'chocolate', 'jam', 'cinnamon', 'vanilla', 'peanut butter'],
        featured: true,
      },
      side: { roles: ['dairy'], max: 1, only: ['yogurt', 'cream'] },
    },
    steps: (dish) => [
      `Whisk the flour, baking powder and a pinch of salt in a bowl, then whisk in the egg and milk to a thick, smooth batter${dish.has('sweet') ? '' : ' with 1 tbsp sugar if you have some'}.`,
      dish.has('fruit') &&
        `Slice or chop the ${dish.names('fruit')}; fold half into the batter and keep the rest for the top.`,
      'Melt a little butter in a non-stick frying pan over medium heat and pour in small ladlefuls of batter.',
      'Cook for 2 minutes until bubbles cover the surface, flip, and cook 1 minute more; keep warm while you cook the rest.',
      `Serve in stacks${dish.has('fruit', 'sweet', 'side') ? ` with the ${dish.names('fruit', 'sweet', 'side')}` : ''}.`,
    ],
  }),

  formula({
    dish: 'Porridge',
    category: 'breakfast',
    taste: 'sweet',
    serves: 2,
    minutes: 10,
    base: {
      oats: { anyOf: ['oat'], line: '100 g rolled oats' },
      milk: { anyOf: ['milk', 'oat milk', 'water'], line: '500 ml milk or water' },
    },
    slots: {
      fruit: { roles: ['fruit'], max: 2, except: ['lemon', 'lime', 'watermelon'], featured: true },
      crunch: { roles: ['nut'], max: 2, except: ['tahini', 'sesame seed'], featured: true },
      sweet: {
        roles: ['sweet', 'spice', 'dairy'],
        max: 2,
        only: ['honey', 'maple syrup', 'jam', 'cinnamon', 'vanilla', 'nutmeg', 'yogurt', 'cocoa'],
      },
    },
    steps: (dish) => [
      `Put the oats and ${dish.names('milk')} in a pan with a pinch of salt.`,
      'Bring to a simmer over medium heat and cook for 5 minutes, stirring often, until thick and creamy.',
      dish.has('fruit') && `Meanwhile, slice the ${dish.names('fruit')}.`,
      `Spoon into bowls${dish.has('fruit', 'crunch', 'sweet') ? ` and top with the ${dish.names('fruit', 'crunch', 'sweet')}` : ''}.`,
    ],
  }),
];
