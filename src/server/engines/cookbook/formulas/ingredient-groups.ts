import type { FormulaBase, FormulaSlot } from '../formula.ts';

/** Ingredients several formulas take alike. */
export const seasoning = {
  oil: { anyOf: ['olive oil', 'vegetable oil'] },
  salt: { anyOf: ['salt'], line: 'Salt, to taste' },
  pepper: { anyOf: ['black pepper'], line: 'Black pepper, to taste' },
} satisfies Record<string, FormulaBase>;

export const cookedMeatAndFish = ['bacon', 'ham', 'sausage', 'chicken', 'salmon', 'tuna', 'shrimp'];
export const wokVegetables = [
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
export const roastingVegetables = [
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
export const saladVegetables = [
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
export const softHerbs = ['basil', 'parsley', 'cilantro', 'mint', 'dill', 'chive', 'tarragon'];
export const woodyHerbs = ['rosemary', 'thyme', 'oregano', 'sage', 'bay leaf', 'italian herbs'];
export const meltingCheeses = [
  'cheddar',
  'parmesan',
  'mozzarella',
  'feta',
  'goat cheese',
  'ricotta',
];
export const curryProteins = [
  'chicken',
  'chickpea',
  'lentil',
  'tofu',
  'shrimp',
  'cod',
  'lamb',
  'beef',
  'egg',
  'halloumi',
  'kidney bean',
  'black bean',
];
export const berries = ['strawberry', 'blueberry', 'raspberry', 'mixed berries', 'cherry'];

export const aromatics: FormulaSlot = { roles: ['aromatic'], max: 3, except: ['lemongrass'] };
