import { cleanIngredientText } from './clean-ingredient-text.ts';
import type { Ingredient } from './ingredient.ts';
import type { IngredientNames } from './ingredient-names.ts';
import { createSpellingCorrector } from './spelling-corrector.ts';

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

/** Containers that say the food in them is tinned. */
const tinWords = new Set('tin tins can cans'.split(' '));
/** Words that say the food was cooked before: it is reheated, not cooked from raw. */
const leftoverWords = new Set('leftover leftovers'.split(' '));

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

/**
 * Runs of words no longer than `longest`, longest first; among equals, later first, since English
 * puts the noun last. Bounded, so a long list of short words costs a few lookups per word.
 */
function* phrases(words: readonly string[], longest: number): Generator<readonly string[]> {
  for (let length = Math.min(words.length, longest); length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      yield words.slice(start, start + length);
    }
  }
}

const isMeasure = (word: string) =>
  measureWords.has(word) || /^[\d½¼¾⅓]+([.,/]\d+)?[a-z]{0,6}$/.test(word);

/** The most words of an item read for misspellings. */
const mostWordsCorrected = 4;

/** A word the visitor typed, and the known word it was read as: 'chiken' as 'chicken'. */
export interface SpellingCorrection {
  readonly typed: string;
  readonly read: string;
}

/** What some typed text means: the ingredient, and the words read as others to find it. */
export interface IngredientReading {
  readonly ingredient: Ingredient | undefined;
  readonly corrections: readonly SpellingCorrection[];
}

/**
 * Reads typed text against a catalogue. The full text is tried first, so 'smoked haddock' and
 * 'cooked chicken' are their own products; then without amounts, then without describing words
 * ('2 large chicken breasts' is chicken breast); then the longest known run of words in it. When
 * nothing is found, misspelt words are read as the known words they most likely are ('chiken').
 */
export function createIngredientRecogniser(names: IngredientNames) {
  const correct = createSpellingCorrector(names.words);
  const find = (words: readonly string[]) => {
    // Most of what is typed is named by all its words ('chicken', 'beef mince'): the readings
    // below are made only when it is not.
    const named = words.length > 0 ? names.named(words) : undefined;
    if (named) return named;
    const withoutMeasures = words.filter((word) => !isMeasure(word));
    const withoutAmounts = withoutMeasures.filter((word) => !containerWords.has(word));
    const bare = withoutAmounts.filter((word) => !describingWords.has(word));
    // 'a tin of mackerel' is tinned mackerel; 'leftover roast beef' is cooked, not raw.
    const tinned = withoutMeasures.some((word) => tinWords.has(word))
      ? ['tinned', ...withoutAmounts]
      : [];
    const cooked = words.some((word) => leftoverWords.has(word)) ? ['cooked', ...bare] : [];
    for (const candidate of [cooked, withoutMeasures, tinned, withoutAmounts, bare]) {
      if (candidate.length === 0) continue;
      const whole = names.named(candidate);
      if (whole) return whole;
    }
    // 'a tin of beans' is baked beans; 'pinto beans' and 'dried beans' are not.
    const alone = withoutAmounts.length > 0 ? names.namedAlone(withoutAmounts) : undefined;
    if (alone) return alone;
    for (const phrase of phrases(withoutAmounts, names.longest)) {
      const found = names.named(phrase);
      if (found) return found;
    }
    return undefined;
  };
  const foodAlone = (word: string) => names.named([word]) ?? names.namedAlone([word]);
  /**
   * Whether an item of two words was read, once corrected, as the food one of them names alone
   * while the other names another food: 'broad beans' is not bread, whatever 'broad' is one edit
   * from. Two words that name a food together ('chiken breasts') are read as that food.
   */
  const readByOneWordBesideAFood = (
    ingredient: Ingredient,
    named: readonly string[],
    corrections: readonly SpellingCorrection[],
  ) => {
    if (named.length !== 2) return false;
    const [first = '', second = ''] = named.map(
      (word) => corrections.find(({ typed }) => typed === word)?.read ?? word,
    );
    return [
      [first, second],
      [second, first],
    ].some(([one = '', other = '']) => {
      const otherFood = foodAlone(other);
      return (
        names.named([one]) === ingredient && otherFood !== undefined && otherFood !== ingredient
      );
    });
  };
  const wordsOf = (text: string) => cleanIngredientText(text).split(' ').filter(Boolean);
  return {
    /** The ingredient text names as written, for reading a recipe's lines. */
    recognise: (text: string): Ingredient | undefined => find(wordsOf(text)),
    /** The ingredient a visitor's item names, reading a misspelt word as the one it means. */
    read(text: string): IngredientReading {
      const words = wordsOf(text);
      const found = find(words);
      if (found) return { ingredient: found, corrections: [] };
      const named = words.filter(
        (word) => !isMeasure(word) && !containerWords.has(word) && !describingWords.has(word),
      );
      // An item of many words is no one food misspelt, and would cost a lookup per word.
      if (named.length > mostWordsCorrected) return { ingredient: undefined, corrections: [] };
      const corrections: SpellingCorrection[] = [];
      const corrected = words.map((word) => {
        const read = named.includes(word) ? correct(word) : undefined;
        if (!read) return word;
        corrections.push({ typed: word, read });
        return read;
      });
      const ingredient = corrections.length > 0 ? find(corrected) : undefined;
      if (!ingredient || readByOneWordBesideAFood(ingredient, named, corrections)) {
        return { ingredient: undefined, corrections: [] };
      }
      return { ingredient, corrections };
    },
  };
}
