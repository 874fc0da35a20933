import { cleanIngredientText } from '../../src/server/kitchen/clean-ingredient-text.ts';
import type { Ingredient } from '../../src/server/kitchen/ingredient.ts';
import { agreeCountNoun } from '../../src/shared/quantities/count-noun.ts';
import { mentionsIn, sameOrKin, stem, textHolds } from './step-mentions.ts';

/** A recipe as the visitor reads it: the ingredient list and the steps. */
export interface RecipeText {
  readonly title: string;
  readonly minutes: number;
  readonly lines: readonly { ingredient: Ingredient; text: string; optional: boolean }[];
  readonly steps: readonly string[];
}

/** Words of an ingredient line that say how much, how it is cut or what it is for. */
const notNamingWords = new Set(
  [
    'a an and or of to the for in into on with without about such as other plus each per more',
    'g kg ml l litre litres tsp tbsp cup cups pinch handful handfuls bunch bunches can cans tin',
    'tins jar jars pack packs packet sheet sheets slice slices piece pieces clove cloves sprig',
    'sprigs stick sticks head heads bulb block ball knob dash splash drizzle rasher rashers few',
    'some small large medium big thick thin thinly finely roughly fresh dried ground whole',
    'chopped sliced diced grated crushed minced halved quartered peeled trimmed drained rinsed',
    'beaten softened melted cold warm hot room temperature cooked raw ripe serve serving garnish',
    'taste optional extra leaves leaf picked torn shredded cut cubes cube chunks chunk wedges',
    'wedge strips strip rings ring lengths length cm mm inch bite sized size even skin skinless',
    'boneless bone free range good quality plain best ideally preferably if you like keep reserve',
    'finely a little juice zest juiced zested',
  ]
    .join(' ')
    .split(' '),
);

/** The words a step may use for what a line lists: 'lardons' for '150 g smoked bacon lardons'. */
export function lineWords(text: string): string[] {
  return cleanIngredientText(text)
    .split(' ')
    .filter((word) => word.length > 2 && !/\d/.test(word) && !notNamingWords.has(word))
    .map(stem);
}

/** Words a step uses for a family rather than one ingredient. */
const familyWords: Record<string, (ingredient: Ingredient) => boolean> = {
  oil: (ingredient) => ingredient.role === 'fat' || ingredient.id === 'sesame oil',
  fat: (ingredient) => ingredient.role === 'fat' || ingredient.id === 'butter',
  cheese: (ingredient) => ingredient.tags.includes('cheese'),
  fish: (ingredient) => ingredient.diet === 'fish' && ingredient.role === 'protein',
  meat: (ingredient) => ingredient.diet === 'meat' && ingredient.role === 'protein',
  seasoning: (ingredient) => ingredient.id === 'salt' || ingredient.id === 'black pepper',
  season: (ingredient) => ingredient.id === 'salt' || ingredient.id === 'black pepper',
  herb: (ingredient) => ingredient.role === 'herb',
  nut: (ingredient) => ingredient.role === 'nut',
  bean: (ingredient) => ingredient.role === 'protein' && ingredient.diet === 'vegan',
  stock: (ingredient) => ingredient.id.endsWith('stock'),
  wine: (ingredient) => ingredient.id.endsWith(' wine'),
  sugar: (ingredient) => ingredient.role === 'sweet',
  syrup: (ingredient) => ingredient.role === 'sweet',
  broth: (ingredient) => ingredient.id.endsWith('stock') || ingredient.id === 'water',
  pasta: (ingredient) => ['pasta', 'spaghetti', 'lasagne sheet'].includes(ingredient.id),
  noodle: (ingredient) => ingredient.id.endsWith('noodle'),
  yolk: (ingredient) => ingredient.id === 'egg',
  white: (ingredient) => ingredient.id === 'egg',
  floured: (ingredient) => ingredient.id.endsWith('flour'),
  salted: (ingredient) => ingredient.id === 'salt',
  toast: (ingredient) => ingredient.id === 'bread',
  vegetable: (ingredient) => ['vegetable', 'aromatic', 'greens'].includes(ingredient.role),
  fruit: (ingredient) => ingredient.role === 'fruit',
  spice: (ingredient) => ingredient.role === 'spice',
};

/** A step that takes the whole list at once: 'Blend everything until smooth'. */
const takesEverything = /\b(put|blend|whisk|mix|tip|combine|place|warm|heat) (all|everything)\b/i;

function stepUses(steps: string, line: RecipeText['lines'][number]): boolean {
  const { ingredient } = line;
  if (takesEverything.test(steps)) return true;
  const mentioned = mentionsIn(steps).some((mention) =>
    mention.ingredients.some((named) => sameOrKin(named, ingredient)),
  );
  if (mentioned) return true;
  if (lineWords(line.text).some((word) => textHolds(steps, word))) return true;
  return Object.entries(familyWords).some(
    ([word, isOfFamily]) => isOfFamily(ingredient) && textHolds(steps, word),
  );
}

function listHolds(recipe: RecipeText, phrase: string, named: readonly Ingredient[]): boolean {
  if (named.some((ingredient) => ingredient.id === 'water')) return true;
  // The recipe makes it: 'For the salsa, mix…', 'Tuna with Salsa Verde'.
  if (recipe.steps.some((step) => textHolds(step, `for the ${phrase}`))) return true;
  if (textHolds(recipe.title, phrase)) return true;
  return recipe.lines.some(
    (line) =>
      named.some((ingredient) => sameOrKin(ingredient, line.ingredient)) ||
      textHolds(line.text, phrase) ||
      (familyWords[phrase]?.(line.ingredient) ?? false),
  );
}

/** 'peppers' when the line counts one: '1 bell pepper, sliced', '½ courgette'. */
function pluralNameOfOne(line: RecipeText['lines'][number]): string | undefined {
  const { name } = line.ingredient;
  const count = /^(?:1|½|one|a|an) ([^,(]+)/i.exec(line.text);
  if (!count?.[1] || !/[^su]s$/.test(name)) return undefined;
  const one = agreeCountNoun(name, true, false);
  const noun = one.slice(one.lastIndexOf(' ') + 1).toLowerCase();
  return count[1].toLowerCase().split(' ').includes(noun) ? name : undefined;
}

/** Steps that name in the plural what the list has one of: 'add the peppers' for '1 pepper'. */
function countFaults(recipe: RecipeText): string[] {
  const faults: string[] = [];
  for (const line of recipe.lines) {
    const plural = pluralNameOfOne(line);
    if (!plural) continue;
    // Another line may name it in the plural itself: '1 jar roasted red peppers'.
    const named = new RegExp(`\\b${plural}\\b`, 'i');
    if (recipe.lines.some((other) => other !== line && named.test(other.text))) continue;
    recipe.steps.forEach((step, index) => {
      if (named.test(step))
        faults.push(`step ${index + 1} says '${plural}' for the list's '${line.text}'`);
    });
  }
  return faults;
}

/** The other line's names, when one of this line's ingredient shares one: 'pepper'. */
function sharedNameOfOne(
  recipe: RecipeText,
  line: RecipeText['lines'][number],
): string | undefined {
  if (!/^(?:1|1\/2|½|one|a|an) /i.test(line.text)) return undefined;
  const one = agreeCountNoun(line.ingredient.name, true, false);
  if (one === line.ingredient.name) return undefined;
  const shares = recipe.lines.some(
    ({ ingredient }) =>
      ingredient !== line.ingredient &&
      [ingredient.id, ingredient.name, ...ingredient.aliases].includes(one),
  );
  return shares ? one : undefined;
}

/**
 * Steps that name one of a line's ingredient by a word another line's ingredient answers to:
 * 'add the onion and pepper' for '1 red pepper' beside 'Black pepper, to taste'. Seasoning with
 * it ('salt and pepper', 'season with pepper') means the other.
 */
function sharedNameFaults(recipe: RecipeText): string[] {
  const faults: string[] = [];
  for (const line of recipe.lines) {
    const one = sharedNameOfOne(recipe, line);
    if (!one) continue;
    const bare = new RegExp(`(?:^|\\bthe |, |\\b(?!salt\\b)[a-z]+ and )${one}\\b`, 'i');
    recipe.steps.forEach((step, index) => {
      if (bare.test(step))
        faults.push(`step ${index + 1} says '${one}' for '${line.text}', and so does another line`);
    });
  }
  return faults;
}

/**
 * Steps that name only the first of a line offering water in its place: 'pour in the stock' for
 * '300 ml chicken stock or water', where a cook with no stock would look for it in vain.
 */
function orWaterFaults(recipe: RecipeText): string[] {
  const faults: string[] = [];
  for (const line of recipe.lines) {
    const noun = /(\p{L}+),? or water\b/iu.exec(line.text)?.[1];
    if (!noun) continue;
    const alone = new RegExp(`\\b${noun}\\b(?! or water\\b)`, 'i');
    recipe.steps.forEach((step, index) => {
      if (alone.test(step))
        faults.push(`step ${index + 1} says '${noun}' for '${line.text}', not '${noun} or water'`);
    });
  }
  return faults;
}

/** What a cook reading the recipe would find wrong between its list and its steps. */
export function findListFaults(recipe: RecipeText): string[] {
  const faults: string[] = [];
  const steps = recipe.steps.join(' ');
  for (const line of recipe.lines) {
    if (!stepUses(steps, line)) faults.push(`'${line.text}' is on the list but no step uses it`);
  }
  recipe.steps.forEach((step, index) => {
    for (const mention of mentionsIn(step)) {
      if (!listHolds(recipe, mention.phrase, mention.ingredients)) {
        faults.push(`step ${index + 1} uses '${mention.phrase}', which is not on the list`);
      }
    }
  });
  faults.push(...countFaults(recipe), ...sharedNameFaults(recipe), ...orWaterFaults(recipe));
  return faults;
}
