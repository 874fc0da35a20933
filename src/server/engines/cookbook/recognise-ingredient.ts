import type { Ingredient } from './ingredient.ts';
import { ingredientCatalog } from './ingredient-catalog.ts';

/** Amounts, units and containers people type before an ingredient: '2', '200g', 'cups of'. */
const quantityWords = new Set([
  ...'a an one two three four five six seven eight nine ten eleven twelve half dozen couple few some'.split(
    ' ',
  ),
  ...'g gram grams kg ml l litre litres liter liters oz ounce ounces lb lbs pound pounds'.split(
    ' ',
  ),
  ...'cup cups tbsp tbs tablespoon tablespoons tsp teaspoon teaspoons pinch dash'.split(' '),
  ...'can cans tin tins jar jars pack packs packet packets bag bags box bottle carton'.split(' '),
  ...'bunch bunches handful handfuls piece pieces slice slices head heads sprig sprigs'.split(' '),
  ...'of x my our leftover leftovers'.split(' '),
]);

/** Words that describe an ingredient without changing what it is: 'fresh basil'. */
const describingWords = new Set(
  [
    'fresh freshly frozen dried dry chopped diced sliced minced grated shredded crushed ground',
    'large small medium big little ripe organic raw cooked canned tinned whole boneless skinless',
    'lean free range extra finely roughly thinly peeled thawed cold warm homemade good nice',
    'baby mini jumbo local wild plain unsalted salted smoked roasted toasted',
  ]
    .join(' ')
    .split(' '),
);

/** Lowercase, accents off, punctuation and emoji turned into spaces. */
export function cleanIngredientText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{Letter}\p{Number}½¼¾⅓]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const catalogByName = new Map<string, Ingredient>();
for (const ingredient of ingredientCatalog) {
  for (const name of [ingredient.id, ingredient.name, ...ingredient.aliases]) {
    catalogByName.set(cleanIngredientText(name), ingredient);
  }
}

/** The singular forms a typed word may stand for, the word itself first. */
function singularForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

function lookUp(words: readonly string[]): Ingredient | undefined {
  const head = words.slice(0, -1).join(' ');
  for (const last of singularForms(words.at(-1) ?? '')) {
    const found = catalogByName.get(head ? `${head} ${last}` : last);
    if (found) return found;
  }
  return undefined;
}

/** Runs of words, longest first; among equals, later first, since English puts the noun last. */
function* phrases(words: readonly string[]): Generator<readonly string[]> {
  for (let length = words.length; length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      yield words.slice(start, start + length);
    }
  }
}

const isQuantity = (word: string) =>
  quantityWords.has(word) || /^[\d½¼¾⅓]+([.,/]\d+)?[a-z]{0,6}$/.test(word);

/**
 * Which known ingredient a visitor's typed text means, if any: '2 Chicken Breasts' is chicken,
 * 'spring onions' and 'scallion' are the same thing, 'xyzzy' and '🍕' are nothing.
 */
export function recogniseIngredient(text: string): Ingredient | undefined {
  const words = cleanIngredientText(text).split(' ').filter(Boolean);
  const withoutAmounts = words.filter((word) => !isQuantity(word));
  const bare = withoutAmounts.filter((word) => !describingWords.has(word));
  for (const candidate of [words, withoutAmounts, bare]) {
    if (candidate.length === 0) continue;
    const whole = lookUp(candidate);
    if (whole) return whole;
  }
  for (const phrase of phrases(withoutAmounts)) {
    const found = lookUp(phrase);
    if (found) return found;
  }
  return undefined;
}
