import type { CheckedLine } from '../shared/recipe-checks.ts';

/** One spelling for a word and its plural: 'tomatoes' and 'tomato' both give 'tomato'. */
export function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A text's words, lower case and singular: 'Beat the eggs.' gives beat, the, egg. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-zà-ÿ]+/g) ?? []).map(singular);
}

// Words in an ingredient line that say how much, how it is cut or what it comes in, not which
// food it is: a step says 'the onion', not 'the finely chopped onion'. Singular, as wordsOf gives.
const notFoodWords = new Set(
  (
    'a an and or of the to for in into at with about plus some few more extra good plenty little ' +
    'each per optional taste serve serving needed divided ' +
    'g gram kg kilogram ml millilitre milliliter l litre liter tsp teaspoon tbsp tablespoon cup ' +
    'oz ounce lb pound pinch dash handful clove bunch sprig leaf leave stick slice piece knob ' +
    'tin can jar pack packet bag box bottle carton sheet fillet head stalk rasher ' +
    'fresh dried large small medium big whole half quarter thick thin ripe raw cooked uncooked ' +
    'frozen thawed cold hot warm soft room temperature boneless skinless bite sized size ' +
    'chopped finely roughly coarsely thinly thickly sliced diced cubed minced grated crushed ' +
    'peeled beaten softened melted halved quartered trimmed rinsed drained washed shredded ' +
    'torn picked packed heaped level zest juice cut cored seeded deseeded skin on off ' +
    'ground halve one two three four five six seven eight nine ten eleven twelve'
  ).split(' '),
);

/** What a line names as its food: '2 tbsp olive oil' is olive and oil; 'Salt, to taste' is salt. */
export function foodWords(line: Pick<CheckedLine, 'text' | 'amount'>): string[] {
  const written = (line.amount?.rest ?? line.text).replace(/\([^)]*\)/g, ' ');
  // The food comes before the first comma that follows it: 'onion, finely chopped'; but a line
  // may open with how it is cut: 'boneless, skinless chicken thighs'.
  for (const part of written.split(/[,;]/)) {
    const words = wordsOf(part).filter((word) => !notFoodWords.has(word) && word.length > 1);
    if (words.length > 0) return [...new Set(words)];
  }
  // A food whose name is also a measure: '4 whole cloves' is cloves.
  return wordsOf(written).slice(-1);
}

/**
 * The ingredient lines a step uses: each line whose food a word of the step names ('Warm the
 * oil' uses '2 tbsp olive oil'), in the ingredient list's order.
 */
export function ingredientsOfStep<Line extends Pick<CheckedLine, 'text' | 'amount'>>(
  step: string,
  lines: readonly Line[],
): Line[] {
  const stepWords = new Set(wordsOf(step));
  return lines.filter((line) => foodWords(line).some((word) => stepWords.has(word)));
}
