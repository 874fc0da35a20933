/** Everyday things a cook might have, as people type them. */
export const everydayIngredients = [
  'eggs',
  'milk',
  'butter',
  'cheddar',
  'parmesan',
  'feta',
  'yogurt',
  'cream',
  'mozzarella',
  'chicken breasts',
  'ground beef',
  'bacon',
  'sausages',
  'ham',
  'salmon',
  'tuna',
  'prawns',
  'tofu',
  'chickpeas',
  'black beans',
  'lentils',
  'onion',
  'garlic',
  'ginger',
  'spring onions',
  'chili',
  'tomatoes',
  'potatoes',
  'sweet potato',
  'carrots',
  'peppers',
  'courgette',
  'aubergine',
  'broccoli',
  'cauliflower',
  'mushrooms',
  'spinach',
  'kale',
  'lettuce',
  'cucumber',
  'avocado',
  'peas',
  'sweetcorn',
  'green beans',
  'cabbage',
  'celery',
  'leek',
  'rice',
  'pasta',
  'spaghetti',
  'noodles',
  'bread',
  'tortillas',
  'couscous',
  'quinoa',
  'oats',
  'flour',
  'sugar',
  'honey',
  'basil',
  'parsley',
  'cilantro',
  'mint',
  'rosemary',
  'thyme',
  'cumin',
  'paprika',
  'curry powder',
  'cinnamon',
  'soy sauce',
  'chopped tomatoes',
  'coconut milk',
  'stock',
  'lemon',
  'lime',
  'apples',
  'bananas',
  'strawberries',
  'blueberries',
  'chocolate',
  'peanut butter',
  'almonds',
  'walnuts',
  'salt',
  'pepper',
  'olive oil',
];

/** A small deterministic generator, so a failure can be replayed. */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` pantries of 4 to 10 everyday ingredients each, the same ones for the same seed. */
export function randomPantries(count: number, seed = 20_261_122): string[][] {
  const random = randomNumbers(seed);
  return Array.from({ length: count }, () => {
    const size = 4 + Math.floor(random() * 7);
    const pantry = new Set<string>();
    while (pantry.size < size) {
      pantry.add(everydayIngredients[Math.floor(random() * everydayIngredients.length)] ?? 'eggs');
    }
    return [...pantry];
  });
}
