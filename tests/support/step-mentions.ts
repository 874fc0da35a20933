import { cleanIngredientText } from '../../src/server/kitchen/clean-ingredient-text.ts';
import type { Ingredient } from '../../src/server/kitchen/ingredient.ts';
import { isKindOf } from '../../src/server/kitchen/ingredient-catalog.ts';
import { testKitchen } from './test-kitchen.ts';

/** One spelling for a word and its plural: 'potatoes' and 'potato' both give 'potato'. */
export function stem(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ves') && word !== 'cloves' && word !== 'olives')
    return `${word.slice(0, -3)}f`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A name as mentions are compared: cleaned, each word singular. */
export const phraseOf = (name: string) => cleanIngredientText(name).split(' ').map(stem).join(' ');

/** Every catalogue name, alias and step name, by its cleaned and singular words. */
const ingredientsByPhrase = new Map<string, Ingredient[]>();
for (const ingredient of testKitchen.ingredients) {
  for (const name of new Set([ingredient.id, ingredient.name, ...ingredient.aliases])) {
    const key = phraseOf(name);
    const owners = ingredientsByPhrase.get(key) ?? [];
    if (!owners.includes(ingredient)) owners.push(ingredient);
    ingredientsByPhrase.set(key, owners);
  }
}
const longestPhrase = Math.max(
  ...[...ingredientsByPhrase.keys()].map((key) => key.split(' ').length),
);

/** Words a step uses as verbs or tools that are also an ingredient's alias: 'toast the seeds'. */
const notIngredientWords = new Set([
  'toast',
  'wrap',
  'loaf',
  'mince',
  'chuck',
  'jelly',
  'sub',
  'cos',
  // A dish's own gravy, made in its pan; typed in a pantry, 'gravy' is gravy granules.
  'gravy',
]);

export interface StepMention {
  /** The words as the step has them, cleaned and singular. */
  readonly phrase: string;
  /** What the catalogue means by them; several when names are shared ('beef' for two cuts). */
  readonly ingredients: readonly Ingredient[];
}

/** Where a step names an ingredient without using it: a simile, a tool, a 'no cheese'. */
const notUses = [
  /\btea towels?\b/gi,
  /\bfish(es)? out\b/gi,
  /\bsize of an? \w+/gi,
  /\bcube of bread\b/gi,
  /\blike (fine |coarse )?breadcrumbs\b/gi,
  /\bas thick as (single |double )?cream\b/gi,
  /\bice[- ]cream (machine|maker)\b/gi,
  /\b(needs|with|want) no \w+/gi,
  /\bwithout (\w+ or )?\w+/gi,
  /\b(enough|taste for|check the) salt\b/gi,
  /\bthe oil (starts to )?separates?\b/gi,
  /\boil (starts|begins) to separate\b/gi,
  /\bsoft(, creamy)? curds\b/gi,
  /\bsmall soft curds\b/gi,
  /\bany grit\b/gi,
  /\bladle of the hot\b/gi,
  /\blike pasta\b/gi,
  /\bcream from the top\b/gi,
  /\bneeds more salt\b/gi,
];

/** Texts already read: the same steps and lines come back recipe after recipe. */
const mentionsByText = new Map<string, StepMention[]>();
const phrasesByText = new Map<string, string>();

/** The catalogue ingredients a piece of text names, longest phrase first, left to right. */
export function mentionsIn(text: string): StepMention[] {
  let mentions = mentionsByText.get(text);
  if (!mentions) {
    mentions = readMentions(text);
    mentionsByText.set(text, mentions);
  }
  return mentions;
}

function readMentions(text: string): StepMention[] {
  let kept = text;
  for (const pattern of notUses) kept = kept.replace(pattern, ' ');
  return kept.split(/[.,;:!?()]/).flatMap(mentionsInPhrase);
}

function mentionsInPhrase(text: string): StepMention[] {
  const words = cleanIngredientText(text).split(' ').filter(Boolean).map(stem);
  const mentions: StepMention[] = [];
  for (let start = 0; start < words.length;) {
    let found: StepMention | undefined;
    for (let length = Math.min(longestPhrase, words.length - start); length > 0; length--) {
      const phrase = words.slice(start, start + length).join(' ');
      const ingredients = ingredientsByPhrase.get(phrase);
      if (ingredients && !(length === 1 && notIngredientWords.has(phrase))) {
        found = { phrase, ingredients };
        break;
      }
    }
    if (found) {
      mentions.push(found);
      start += found.phrase.split(' ').length;
    } else start += 1;
  }
  return mentions;
}

/** Whether `text` holds `phrase` as whole words, plurals aside. */
export function textHolds(text: string, phrase: string): boolean {
  let words = phrasesByText.get(text);
  if (words === undefined) {
    words = ` ${phraseOf(text)} `;
    phrasesByText.set(text, words);
  }
  return words.includes(` ${phrase} `);
}

const rootOf = (ingredient: Ingredient) => ingredient.kindOfChain.at(-1) ?? ingredient.id;

/** The two are the same thing, or kinds of the same thing ('the thighs' of a whole chicken). */
export const sameOrKin = (a: Ingredient, b: Ingredient) =>
  isKindOf(a, b.id) || isKindOf(b, a.id) || rootOf(a) === rootOf(b);
