import type { FoodSafetyNote } from '../shared/recipe-checks.ts';
import { wordsOf } from './step-ingredients.ts';

// Words naming the foods of the checks' notes that have a safe temperature (the kitchen's
// src/server/kitchen/food-safety.yaml), singular as wordsOf gives them. The note's own opening
// ('Poultry', 'Fish') is read too, so a note this table does not know still finds its food.
const foodsOfNote: Record<string, readonly string[]> = {
  poultry: ['chicken', 'turkey', 'duck', 'poultry'],
  'minced-meat': ['mince', 'minced', 'sausage', 'meatball', 'burger', 'patty', 'pattie'],
  'whole-cut': ['beef', 'steak', 'pork', 'lamb', 'brisket', 'tenderloin'],
  fish: ['fish', 'salmon', 'cod', 'haddock', 'mackerel', 'tuna', 'trout'],
  shellfish: ['shellfish', 'prawn', 'shrimp', 'mussel', 'squid', 'scallop', 'clam'],
  eggs: ['egg'],
};

/** A mince is not a whole cut: 'brown the minced beef' takes the mince's temperature alone. */
const yieldsTo: Record<string, string> = { 'whole-cut': 'minced-meat' };

// Verbs of cooking with heat: 'Beat the eggs' does not cook them, 'cook until set' does; 'stir'
// alone does not, nor 'before cooking'.
const cookingWords = new Set(
  (
    'cook cooked fry fried frying roast roasted roasting bake baked baking grill grilled ' +
    'grilling sear seared brown browned simmer simmering boil boiled boiling poach poached ' +
    'steam steamed braise braised stew scramble scrambled saute sauté sauteed sautéed broil ' +
    'barbecue bbq heat heated'
  )
    .split(' ')
    .flatMap(wordsOf),
);

const ignoredOpeningWords = new Set(['dish', 'whole', 'cut', 'of', 'and']);

/** The words a note's food is named by: its table's and its opening's ('Egg dishes' is egg). */
function noteWords(note: FoodSafetyNote): Set<string> {
  const opening = note.text.split(':')[0] ?? '';
  return new Set([
    ...(foodsOfNote[note.id] ?? []),
    ...wordsOf(opening).filter((word) => !ignoredOpeningWords.has(word)),
  ]);
}

const hasTemperature = (note: FoodSafetyNote) => /\d\s*°[CF]/.test(note.text);

/**
 * The food-safety notes with a safe temperature for what a step cooks: a sentence of the step
 * names a note's food and cooks ('Fry the chicken for 5 minutes').
 */
export function foodSafetyOfStep(step: string, notes: readonly FoodSafetyNote[]): FoodSafetyNote[] {
  const sentences = step.split(/(?<=[.!?;])\s+/).map((sentence) => new Set(wordsOf(sentence)));
  const cooking = sentences.filter((words) => [...words].some((word) => cookingWords.has(word)));
  const found = notes.filter(hasTemperature).filter((note) => {
    const words = noteWords(note);
    return cooking.some((sentence) => [...words].some((word) => sentence.has(word)));
  });
  const foundIds = new Set(found.map((note) => note.id));
  return found.filter((note) => {
    const before = yieldsTo[note.id];
    return before === undefined || !foundIds.has(before);
  });
}
