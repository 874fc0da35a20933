import { cleanIngredientText } from './clean-ingredient-text.ts';
import type { Ingredient } from './ingredient.ts';

/** Amounts and units people type before an ingredient: '2', '200g', 'cups of'. */
const measureWords = new Set([
  ...'a an one two three four five six seven eight nine ten eleven twelve half dozen couple few some'.split(
    ' ',
  ),
  ...'g gram grams kg ml l litre litres liter liters oz ounce ounces lb lbs pound pounds'.split(
    ' ',
  ),
  ...'cup cups tbsp tbs tablespoon tablespoons tsp teaspoon teaspoons pinch dash'.split(' '),
  ...'bunch bunches handful handfuls piece pieces slice slices head heads sprig sprigs'.split(' '),
  ...'of x my our leftover leftovers'.split(' '),
]);

/**
 * Containers, which may name a product of their own ('tin whole tomatoes' is a tin of tomatoes,
 * not fresh ones): dropped only when the text means nothing with them.
 */
const containerWords = new Set(
  'can cans tin tins jar jars pack packs packet packets bag bags box bottle carton'.split(' '),
);

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

/** The singular forms a typed word may stand for, the word itself first. */
export function singularForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** Runs of words, longest first; among equals, later first, since English puts the noun last. */
function* phrases(words: readonly string[]): Generator<readonly string[]> {
  for (let length = words.length; length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      yield words.slice(start, start + length);
    }
  }
}

const isMeasure = (word: string) =>
  measureWords.has(word) || /^[\d½¼¾⅓]+([.,/]\d+)?[a-z]{0,6}$/.test(word);

/**
 * Reads typed text against a catalogue. The full text is tried first, so 'smoked haddock' and
 * 'cooked chicken' are their own products; then without amounts, then without describing words
 * ('2 large chicken breasts' is chicken breast); then the longest known run of words in it.
 */
export function createIngredientRecogniser(
  ingredients: readonly Ingredient[],
): (text: string) => Ingredient | undefined {
  const byName = new Map<string, Ingredient>();
  const add = (name: string, ingredient: Ingredient) => {
    const cleaned = cleanIngredientText(name);
    if (!byName.has(cleaned)) byName.set(cleaned, ingredient);
  };
  for (const ingredient of ingredients) {
    for (const name of [ingredient.id, ...ingredient.aliases]) add(name, ingredient);
  }
  // A cut's step name may be its generic's ('beef' for stewing beef): the generic keeps it.
  for (const ingredient of ingredients) add(ingredient.name, ingredient);
  const lookUp = (words: readonly string[]) => {
    const head = words.slice(0, -1).join(' ');
    for (const last of singularForms(words.at(-1) ?? '')) {
      const found = byName.get(head ? `${head} ${last}` : last);
      if (found) return found;
    }
    return undefined;
  };
  return (text) => {
    const words = cleanIngredientText(text).split(' ').filter(Boolean);
    const withoutMeasures = words.filter((word) => !isMeasure(word));
    const withoutAmounts = withoutMeasures.filter((word) => !containerWords.has(word));
    const bare = withoutAmounts.filter((word) => !describingWords.has(word));
    for (const candidate of [words, withoutMeasures, withoutAmounts, bare]) {
      if (candidate.length === 0) continue;
      const whole = lookUp(candidate);
      if (whole) return whole;
    }
    for (const phrase of phrases(withoutAmounts)) {
      const found = lookUp(phrase);
      if (found) return found;
    }
    return undefined;
  };
}
