import type { Ingredient } from '../../kitchen/ingredient.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';
import { weightOf, type IngredientWeight } from './ingredient-weight.ts';
import type { KnownItem, Pantry, PantryItem } from '../../kitchen/pantry.ts';
import { readTypedMeasures, shortfallOf, typedMeasure } from './typed-amount.ts';
import { stepsWithoutIfUsing } from './steps-if-using.ts';
import { writtenAsTheirs } from './offered-as-theirs.ts';
import { titleWithout } from './title-without.ts';
import type { RecipeLine, WrittenRecipe } from './written-recipe.ts';

/** A recipe weighed against what the visitor has: its score and what rules it in or out. */
export interface Weighing {
  readonly recipe: WrittenRecipe;
  readonly score: number;
  /**
   * It sends the visitor out for a main while leaving one of theirs of the same kind: pasta
   * while their potatoes wait, chicken while their salmon does.
   */
  readonly buysAMainInstead: boolean;
  /** It sends the visitor out for meat or fish. */
  readonly buysMeatOrFish: boolean;
  /** It uses one of the visitor's proteins. */
  readonly usesTheirProtein: boolean;
  /** How many of the visitor's ingredients it uses, salt, pepper, oil and water aside. */
  readonly usesOfTheirs: number;
}

/** The weighing written out for the recipe chosen: which of the visitor's items go where. */
export interface RecipePlan extends Weighing {
  /** The visitor's item each line takes, line by line; undefined where they have none. */
  readonly fills: readonly (KnownItem | undefined)[];
  /** The visitor's ingredients it uses, in their order, pantry staples included. */
  readonly used: readonly KnownItem[];
  /** What the visitor would have to get; never a staple, never an optional line. */
  readonly extras: readonly Ingredient[];
  /** Known ingredients of the visitor it does not use. */
  readonly unused: readonly KnownItem[];
  /**
   * Those of `unused` one of the next few answers uses, so 'Get another recipe' soon gives a
   * dish with them; when not worked out, all of them.
   */
  readonly unusedElsewhere?: readonly KnownItem[];
  /** What the chef did not recognise. */
  readonly unknown: readonly PantryItem[];
}

/** What a meal is built around: its protein or its main starch. */
export const isMain = (ingredient: Ingredient) => weightOf(ingredient).isMain;

/** Cakes, puddings and drinks, where eggs bind and the fruit or chocolate is the point. */
const sweetCategories: ReadonlySet<string> = new Set(['baking', 'dessert', 'drink']);

/**
 * A recipe's facts that do not depend on the pantry, worked out once per cookbook recipe: only
 * arrays of numbers, since weighing reads them for every recipe weighed and they are kept for
 * the whole life of the server (decision 017).
 */
interface RecipeFacts {
  /** A cake or a pudding, or a breakfast of pancakes with their sugar. */
  readonly sweet: boolean;
  /** A sweet breakfast: pancakes, crêpes, French toast, whose eggs are half the batter. */
  readonly batter: boolean;
  /**
   * The ids that fill each line as places in the catalogue, one line after another, line `n`'s
   * ending at `fillersEnd[n]`; the lines' kinds (see `kindNumber`) the same way; each line's
   * flags (see `lineFlag`) and cost.
   */
  readonly fillerNumbers: readonly number[];
  readonly fillersEnd: readonly number[];
  readonly kindNumbers: readonly number[];
  readonly kindsEnd: readonly number[];
  readonly lineFlags: readonly number[];
  readonly lineCosts: readonly number[];
  readonly required: number;
  /**
   * For the lines that need not be bought with something else the recipe lists (the fry-up's
   * sausages beside its bacon: `RecipeLine.notNeededWith`), that something as catalogue places.
   */
  readonly needlessWith: ReadonlyMap<number, readonly number[]> | undefined;
}

const factsByRecipe = new WeakMap<WrittenRecipe, RecipeFacts>();

/** Each kind of ingredient (see `IngredientWeight.kinds`) as a number, for a quick look-up. */
const kindNumbers = new Map<string, number>();

function kindNumber(kind: string): number {
  let number = kindNumbers.get(kind);
  if (number === undefined) {
    number = kindNumbers.size;
    kindNumbers.set(kind, number);
  }
  return number;
}

/** Each weight's kinds as numbers, shared by every line of that ingredient. */
const kindNumbersByWeight = new WeakMap<IngredientWeight, readonly number[]>();

function kindNumbersOf(weight: IngredientWeight): readonly number[] {
  let numbers = kindNumbersByWeight.get(weight);
  if (!numbers) {
    numbers = weight.kinds.map(kindNumber);
    kindNumbersByWeight.set(weight, numbers);
  }
  return numbers;
}

/**
 * Each line's fillers as places in the catalogue, shared by the lines that share their fillers
 * (`lineFillers` reads each line once and hands the same set to the same line).
 */
const fillerNumbersBySet = new WeakMap<ReadonlySet<string>, readonly number[]>();

function fillerNumbersOf(kitchen: Kitchen, fillers: ReadonlySet<string>): readonly number[] {
  let numbers = fillerNumbersBySet.get(fillers);
  if (!numbers) {
    const numberOf = catalogueNumbers(kitchen);
    numbers = Array.from(fillers, (id) => numberOf.get(id) ?? -1);
    fillerNumbersBySet.set(fillers, numbers);
  }
  return numbers;
}

/** What the facts of a recipe take from each of its lines. */
interface LineFacts {
  readonly fillerNumbers: readonly number[];
  /** The weight's kinds, as numbers (see `kindNumber`). */
  readonly kinds: readonly number[];
  /** Not optional, not a staple, nor offering one: the visitor must have it or buy it. */
  readonly required: boolean;
  /** The catalogue places of what makes the line needless (see `RecipeLine.notNeededWith`). */
  readonly notNeededWith: readonly number[] | undefined;
  /** The line's facts as bits (see `lineFlag`). */
  readonly flags: number;
  readonly cost: number;
}

/** A line's facts as bits of one number, in `RecipeFacts.lineFlags`. */
const lineFlag = {
  required: 1,
  protein: 2,
  animal: 4,
  fresh: 8,
  /** A main that is not a protein: their pasta, rice or potatoes. */
  starch: 16,
  meatOrFish: 32,
  /** Needless when the visitor has something else the recipe lists: `notNeededWith`. */
  needless: 64,
  /** Flour or milk, in a sweet breakfast: what its batter is made of with the eggs. */
  batter: 128,
  /** What a cookbook recipe is named for: the pineapple of Pineapple Fried Rice. */
  named: 256,
} as const;

function flagsOf(
  required: boolean,
  weight: IngredientWeight,
  meatOrFish: boolean,
  needless: boolean,
): number {
  return (
    (needless ? lineFlag.needless : 0) |
    (required ? lineFlag.required : 0) |
    (weight.isProtein ? lineFlag.protein : 0) |
    (weight.isAnimal ? lineFlag.animal : 0) |
    (weight.isFresh ? lineFlag.fresh : 0) |
    (weight.isMain && !weight.isProtein ? lineFlag.starch : 0) |
    (meatOrFish ? lineFlag.meatOrFish : 0) |
    (weight.isBatter ? lineFlag.batter : 0)
  );
}

/**
 * Formulas reuse their lines from recipe to recipe: each of their lines' facts is worked out
 * once. A cookbook recipe's lines are read once, at start, into its facts: theirs are not kept.
 */
const factsByFormulaLine = new WeakMap<RecipeLine, LineFacts>();

function lineFactsOf(kitchen: Kitchen, line: RecipeLine): LineFacts {
  const fillerNumbers = fillerNumbersOf(kitchen, line.filledBy);
  // '300 ml chicken stock or water': the water is always at hand, so nothing need be bought.
  const required =
    !line.optional &&
    !line.ingredient.staple &&
    !fillerNumbers.some((number) => kitchen.ingredients[number]?.staple);
  const weight = weightOf(line.ingredient);
  const meatOrFish = line.ingredient.diet === 'meat' || line.ingredient.diet === 'fish';
  const notNeededWith = line.notNeededWith && fillerNumbersOf(kitchen, line.notNeededWith);
  return {
    fillerNumbers,
    kinds: kindNumbersOf(weight),
    required,
    notNeededWith,
    flags: flagsOf(required, weight, meatOrFish, (notNeededWith?.length ?? 0) > 0),
    cost: weight.cost,
  };
}

function formulaLineFactsOf(kitchen: Kitchen, line: RecipeLine): LineFacts {
  let facts = factsByFormulaLine.get(line);
  if (!facts) {
    facts = lineFactsOf(kitchen, line);
    factsByFormulaLine.set(line, facts);
  }
  return facts;
}

/** A recipe's facts as they are written, line by line (see `writeFacts`). */
interface FactsBeingWritten extends RecipeFacts {
  sweet: boolean;
  batter: boolean;
  fillerNumbers: number[];
  fillersEnd: number[];
  kindNumbers: number[];
  kindsEnd: number[];
  lineFlags: number[];
  lineCosts: number[];
  required: number;
  needlessWith: Map<number, readonly number[]> | undefined;
}

const noFacts = (): FactsBeingWritten => ({
  sweet: false,
  batter: false,
  fillerNumbers: [],
  fillersEnd: [],
  kindNumbers: [],
  kindsEnd: [],
  lineFlags: [],
  lineCosts: [],
  required: 0,
  needlessWith: undefined,
});

/**
 * Room for the facts of a formula's recipe: new to almost every request and weighed once or
 * twice, its facts are written here from its lines' each time it is weighed, rather than into
 * arrays of its own. They hold until the next formula recipe's facts are asked for; past its
 * last line, what is left of an earlier recipe's is never read.
 */
const formulaFacts = noFacts();

/** Writes the recipe's facts over `facts`, from the first line on. */
function writeFacts(kitchen: Kitchen, recipe: WrittenRecipe, facts: FactsBeingWritten): void {
  let fillerCount = 0;
  let kindCount = 0;
  facts.required = 0;
  facts.needlessWith = undefined;
  let index = 0;
  for (const recipeLine of recipe.lines) {
    const line = recipe.fromCookbook
      ? lineFactsOf(kitchen, recipeLine)
      : formulaLineFactsOf(kitchen, recipeLine);
    if (line.notNeededWith?.length)
      (facts.needlessWith ??= new Map()).set(index, line.notNeededWith);
    for (const number of line.fillerNumbers) facts.fillerNumbers[fillerCount++] = number;
    facts.fillersEnd[index] = fillerCount;
    for (const kind of line.kinds) facts.kindNumbers[kindCount++] = kind;
    facts.kindsEnd[index] = kindCount;
    facts.lineFlags[index] =
      recipe.fromCookbook && namesIngredient(recipe.title, recipeLine.ingredient)
        ? line.flags | lineFlag.named
        : line.flags;
    facts.lineCosts[index] = line.cost;
    if (line.required) facts.required += 1;
    index += 1;
  }
  facts.batter =
    recipe.category === 'breakfast' &&
    recipe.lines.some((line) => !line.optional && line.ingredient.taste === 'sweet');
  facts.sweet = sweetCategories.has(recipe.category) || facts.batter;
}

/**
 * A cookbook recipe's facts are worked out at start and looked up; a formula's recipe's are
 * written into `formulaFacts` each time.
 */
function factsOf(kitchen: Kitchen, recipe: WrittenRecipe): RecipeFacts {
  const known = factsByRecipe.get(recipe);
  if (known) return known;
  if (!recipe.fromCookbook) {
    writeFacts(kitchen, recipe, formulaFacts);
    return formulaFacts;
  }
  const facts = noFacts();
  writeFacts(kitchen, recipe, facts);
  factsByRecipe.set(recipe, facts);
  return facts;
}

/**
 * Whether a title names a fresh ingredient or a main: 'Pineapple Fried Rice' its pineapple, not
 * 'Butter Chicken' its butter.
 */
function namesIngredient(title: string, ingredient: Ingredient): boolean {
  const weight = weightOf(ingredient);
  if (!weight.isFresh && !weight.isMain) return false;
  const words = ` ${title.toLowerCase().replace(/[^a-z\u00C0-\u024F]+/g, ' ')} `;
  return words.includes(` ${ingredient.title.toLowerCase()} `);
}

/** Works out now what the weighing of every recipe can share, so a request stays cheap. */
export function prepareToWeigh(kitchen: Kitchen, recipes: readonly WrittenRecipe[]): void {
  for (const recipe of recipes) factsOf(kitchen, recipe);
}

/** How many of the visitor's ingredients besides mains a dish is worth more for using. */
const mostSides = 5;

/** What leaving out a flavouring the visitor listed costs, beyond its worth. */
const leftFlavouring = 3;

/** What leaving out the visitor's pasta, rice or potatoes costs, beyond their worth. */
const leftStarch = 5;

/** What building the dish on a lesser protein of theirs costs: their bacon, the chicken waiting. */
const lesserProtein = 10;

/**
 * Past this many things to buy, a classic that sends the visitor out for what it is named for
 * (the pineapple of Pineapple Fried Rice, while their prawns, rice and peas make fried rice with
 * nothing bought) counts half a classic.
 */
const longList = 5;

/** A named classic that fits beats a dish written around the pantry. */
export const classicBonus = 8;

/** What buying a protein costs a dish that uses one of theirs too: bacon for their beef stew. */
const proteinBesideTheirs = 2;

const numbersByKitchen = new WeakMap<Kitchen, ReadonlyMap<string, number>>();

/** Each catalogue id's place in the catalogue. */
function catalogueNumbers(kitchen: Kitchen): ReadonlyMap<string, number> {
  let numbers = numbersByKitchen.get(kitchen);
  if (!numbers) {
    numbers = new Map(kitchen.ingredients.map((ingredient, index) => [ingredient.id, index]));
    numbersByKitchen.set(kitchen, numbers);
  }
  return numbers;
}

/** In `PantryScale.placeOf`: the visitor has none of it. */
const none = -1;
/** In `PantryScale.placeOf`: the visitor has it, but it is a staple, never weighed. */
const staple = -2;

/** The visitor's items as the weighing reads them, worked out once per pantry. */
interface PantryScale {
  readonly items: readonly {
    readonly item: KnownItem;
    readonly weight: IngredientWeight;
    /** They typed an amount of it ('3 eggs'), which a line may ask more than. */
    readonly measured: boolean;
    /** Its weight's kinds, as numbers (see `kindNumber`). */
    readonly kinds: readonly number[];
  }[];
  /** For each catalogue place, the place in `items` of the visitor's item, or `none`, `staple`. */
  readonly placeOf: readonly number[];
  /** Room to mark which items one recipe uses, reused from recipe to recipe. */
  readonly used: Uint8Array;
}

const scales = new WeakMap<Pantry, PantryScale>();

function scaleOf(pantry: Pantry): PantryScale {
  let scale = scales.get(pantry);
  if (scale) return scale;
  // What they typed of each, read together: lines ask '6 eggs' of their '3 eggs'.
  readTypedMeasures(pantry.known.values());
  const items = [...pantry.known.values()]
    .filter((item) => !item.ingredient.staple)
    .map((item) => ({
      item,
      weight: weightOf(item.ingredient),
      measured: typedMeasure(item) !== null,
      kinds: kindNumbersOf(weightOf(item.ingredient)),
    }));
  const numberOf = catalogueNumbers(pantry.kitchen);
  const placeOf = new Array<number>(pantry.kitchen.ingredients.length).fill(none);
  for (const { ingredient } of pantry.known.values()) {
    if (ingredient.staple) placeOf[numberOf.get(ingredient.id) ?? 0] = staple;
  }
  items.forEach(({ item }, index) => {
    placeOf[numberOf.get(item.ingredient.id) ?? 0] = index;
  });
  scale = { items, placeOf, used: new Uint8Array(items.length) };
  scales.set(pantry, scale);
  return scale;
}

/** The visitor's ingredients, staples aside, each with the most it adds to a recipe using it. */
export function worthOfTheirs(
  pantry: Pantry,
): readonly { readonly item: KnownItem; readonly worth: number }[] {
  return scaleOf(pantry).items.map(({ item, weight }) => ({ item, worth: weight.worth }));
}

/**
 * The most a recipe can score beyond the worth of the visitor's ingredients it uses: all of it
 * in the pantry, `usable` of their `itemCount` ingredients (staples aside) used, and a classic
 * when it comes from the cookbook. As `weighRecipe` adds them up, and a hair more: a bound that
 * is exactly a recipe's score, summed in another order, may round below it.
 */
export function mostBeyondWorth(usable: number, itemCount: number, fromCookbook: boolean) {
  const uses = itemCount > 0 ? (8 * usable) / itemCount : 0;
  return 4 + uses + (fromCookbook ? classicBonus : 0) + 1e-9;
}

/**
 * The least weighing charges for a line when it must be bought: nothing for one not required or
 * another of theirs may make needless; for a protein, what it costs beside one of theirs.
 */
function leastChargeFor(flags: number, cost: number): number {
  if (!(flags & lineFlag.required) || flags & lineFlag.needless) return 0;
  return flags & lineFlag.protein ? Math.min(cost, proteinBesideTheirs) : cost;
}

/**
 * The least a cookbook recipe costs in what the visitor must buy, as `weighRecipe` counts it,
 * when at most the lines in `fillable` (bits, one a line) can be theirs: a bound for ranking.
 * Any line past the 31st is counted as free.
 */
export function leastToBuy(kitchen: Kitchen, recipe: WrittenRecipe, fillable: number): number {
  const { lineFlags, lineCosts } = factsOf(kitchen, recipe);
  const lineCount = Math.min(recipe.lines.length, 31);
  let least = 0;
  for (let lineIndex = 0; lineIndex < lineCount; lineIndex++) {
    if (fillable & (1 << lineIndex)) continue;
    least += leastChargeFor(lineFlags[lineIndex] ?? 0, lineCosts[lineIndex] ?? 0);
  }
  return least;
}

/**
 * The least a formula's recipe costs in what the visitor must buy for `lines` (its base lines),
 * as `weighRecipe` counts it: those none of their ingredients fills.
 */
export function leastToBuyFor(lines: readonly RecipeLine[], pantry: Pantry): number {
  const { placeOf } = scaleOf(pantry);
  let least = 0;
  for (const line of lines) {
    const { flags, cost, fillerNumbers } = formulaLineFactsOf(pantry.kitchen, line);
    if (fillerNumbers.some((number) => number >= 0 && (placeOf[number] ?? none) !== none)) continue;
    least += leastChargeFor(flags, cost);
  }
  return least;
}

/** The visitor's item each line takes, line by line. */
export function fillsOf(recipe: WrittenRecipe, pantry: Pantry): (KnownItem | undefined)[] {
  return recipe.lines.map((line) => {
    for (const id of line.filledBy) {
      const item = pantry.known.get(id);
      if (item) return item;
    }
    return undefined;
  });
}

/** Whether the visitor has something that makes the line needless (`notNeededWith`). */
function isNeedless(
  facts: RecipeFacts,
  lineIndex: number,
  placeOf: PantryScale['placeOf'],
): boolean {
  for (const number of facts.needlessWith?.get(lineIndex) ?? []) {
    if (number >= 0 && (placeOf[number] ?? none) !== none) return true;
  }
  return false;
}

/**
 * For each kind (see `kindNumber`), the number of the last weighing that found an item of the
 * visitor's of that kind left unused: a line of that kind to buy sends them out for something
 * like what they have.
 */
let leftOfKind = new Int32Array(1024);
/**
 * The same for the food (the first of its kinds, its title) of an item of theirs that keeps, left
 * unused: their tins of tomatoes, their frozen spinach. A fresh line of that food to buy sends
 * them out for what they have in the cupboard.
 */
let keptLeftOfFood = new Int32Array(1024);
let weighingNumber = 0;

/** Room to mark which lines of a recipe the visitor fills, reused from weighing to weighing. */
let found = new Uint8Array(64);

/** Room for the largest worths of the sides a recipe uses, largest first. */
const sides = new Float64Array(mostSides);

/**
 * What a line asking more than the visitor typed costs: the part of their item's worth they
 * cannot fill, so '3 eggs' get an omelette before a six-egg frittata.
 */
function shortOfTyped(
  line: RecipeLine | undefined,
  scaled: PantryScale['items'][number] | undefined,
  facts: RecipeFacts,
): number {
  const shortfall = line && scaled && shortfallOf(line, scaled.item);
  if (!shortfall) return 0;
  return shortfall.part * worthIn(facts, scaled.weight, false);
}

/**
 * What one of the visitor's items is worth in this recipe: eggs bind a cake, make an omelette,
 * and make pancakes with their flour and milk (`theirBatter`).
 */
const worthIn = (facts: RecipeFacts, weight: IngredientWeight, theirBatter: boolean) =>
  !facts.sweet ? weight.worth : theirBatter ? weight.worthInBatter : weight.worthInSweet;

/**
 * Weighs a recipe against the pantry. Using the visitor's proteins and starches counts most,
 * then their other ingredients; every extra to buy costs something, more when it stands in for
 * something of theirs (a tin of tomatoes while their fresh ones wait).
 */
export function weighRecipe(recipe: WrittenRecipe, pantry: Pantry): Weighing {
  const facts = factsOf(pantry.kitchen, recipe);
  const { sweet, fillerNumbers, fillersEnd, kindNumbers: lineKinds, kindsEnd } = facts;
  const { lineFlags, lineCosts } = facts;
  const { items, placeOf, used } = scaleOf(pantry);
  if (leftOfKind.length < kindNumbers.size) {
    leftOfKind = new Int32Array(2 * kindNumbers.size);
    keptLeftOfFood = new Int32Array(2 * kindNumbers.size);
  }
  if (weighingNumber === 2 ** 31 - 1) {
    leftOfKind.fill(0);
    keptLeftOfFood.fill(0);
    weighingNumber = 0;
  }
  weighingNumber += 1;
  used.fill(0);
  const lineCount = recipe.lines.length;
  if (found.length < lineCount) found = new Uint8Array(2 * lineCount);
  found.fill(0, 0, lineCount);
  let requiredFilled = 0;
  /** Required lines this visitor can do without, counted neither as had nor as needed. */
  let requiredNeedless = 0;
  /** A sweet breakfast whose flour and milk the visitor has: their eggs make it. */
  let theirBatter = facts.batter;
  let score = 0;
  let start = 0;
  for (let lineIndex = 0; lineIndex < lineCount; lineIndex++) {
    const end = fillersEnd[lineIndex] ?? start;
    for (let at = start; at < end; at++) {
      const number = fillerNumbers[at] ?? none;
      const place = number < 0 ? none : (placeOf[number] ?? none);
      if (place === none) continue;
      // A staple the visitor typed (their olive oil) fills its line but is not weighed.
      if (place >= 0) {
        used[place] = 1;
        // Only an amount they typed can fall short of the line's.
        if (items[place]?.measured)
          score -= shortOfTyped(recipe.lines[lineIndex], items[place], facts);
      }
      found[lineIndex] = 1;
      if ((lineFlags[lineIndex] ?? 0) & lineFlag.required) requiredFilled += 1;
      break;
    }
    start = end;
    if (!found[lineIndex] && (lineFlags[lineIndex] ?? 0) & lineFlag.batter) theirBatter = false;
    // The fry-up's sausages, to a visitor with its bacon: had, as far as buying goes.
    if (!found[lineIndex] && (lineFlags[lineIndex] ?? 0) & lineFlag.needless) {
      if (isNeedless(facts, lineIndex, placeOf)) {
        found[lineIndex] = 1;
        if ((lineFlags[lineIndex] ?? 0) & lineFlag.required) requiredNeedless += 1;
      }
    }
  }
  // A dish is built around its mains and a few other things: a soup of twelve of their
  // ingredients is no better than one of five.
  let sideCount = 0;
  let usesOfTheirs = 0;
  let usesTheirProtein = false;
  let usedProteinRank = 0;
  let leavesProtein = false;
  let leftProteinRank = 0;
  let leavesStarch = false;
  let leavesFresh = false;
  for (let index = 0; index < items.length; index++) {
    const scaled = items[index];
    if (!scaled) continue;
    const { weight } = scaled;
    if (used[index]) {
      usesOfTheirs += 1;
      const worth = worthIn(facts, weight, theirBatter);
      if (weight.isMain) score += worth;
      else {
        // Kept among the largest, largest first.
        let at = sideCount;
        while (at > 0 && (sides[at - 1] ?? 0) < worth) {
          if (at < mostSides) sides[at] = sides[at - 1] ?? 0;
          at -= 1;
        }
        if (at < mostSides) sides[at] = worth;
        if (sideCount < mostSides) sideCount += 1;
      }
      usesTheirProtein ||= weight.isProtein;
      usedProteinRank = Math.max(usedProteinRank, weight.proteinRank);
    } else {
      leavesProtein ||= weight.isProtein;
      leftProteinRank = Math.max(leftProteinRank, weight.proteinRank);
      leavesStarch ||= weight.isMain && !weight.isProtein;
      leavesFresh ||= weight.isFresh;
      for (const kind of scaled.kinds) leftOfKind[kind] = weighingNumber;
      if (!weight.isFresh && !weight.isMain) keptLeftOfFood[scaled.kinds[0] ?? 0] = weighingNumber;
      // Their miso or peanut butter left on the shelf: the dish is not what they had in mind.
      if (weight.isFlavouring && !sweet) score -= leftFlavouring;
      // Their bananas beside the pancakes' flour and eggs: banana pancakes, not plain ones.
      if (weight.isSweetPoint && sweet) score -= leftFlavouring;
    }
  }
  let sidesWorth = 0;
  for (let at = 0; at < sideCount; at++) sidesWorth += sides[at] ?? 0;
  score += sidesWorth;
  let buysProtein = false;
  let buysStarch = false;
  let buysMeatOrFish = false;
  let buysWhatItIsNamedFor = false;
  let toBuy = 0;
  for (let lineIndex = 0; lineIndex < lineCount; lineIndex++) {
    const flags = lineFlags[lineIndex] ?? 0;
    if (!(flags & lineFlag.required) || found[lineIndex]) continue;
    buysWhatItIsNamedFor ||= (flags & lineFlag.named) !== 0;
    toBuy += 1;
    const isProtein = (flags & lineFlag.protein) !== 0;
    // Bacon for a beef stew costs less than a protein the dish is built around.
    score -= isProtein && usesTheirProtein ? proteinBesideTheirs : (lineCosts[lineIndex] ?? 0);
    if (pantry.isPlantBased && flags & lineFlag.animal) score -= 3;
    const kindsStart = lineIndex === 0 ? 0 : (kindsEnd[lineIndex - 1] ?? 0);
    // Courgettes to buy while the visitor's asparagus waits: a swap a cook would not make; nor
    // fresh tomatoes while their tins wait, a vegetable of theirs as much as the asparagus.
    if (
      flags & lineFlag.fresh &&
      (leavesFresh || keptLeftOfFood[lineKinds[kindsStart] ?? 0] === weighingNumber)
    )
      score -= 5;
    // A tin of tomatoes while their fresh ones wait, parmesan while their cheddar does.
    const kindsStop = kindsEnd[lineIndex] ?? 0;
    for (let at = kindsStart; at < kindsStop; at++) {
      if (leftOfKind[lineKinds[at] ?? 0] === weighingNumber) {
        score -= 3;
        break;
      }
    }
    buysProtein ||= isProtein;
    buysStarch ||= (flags & lineFlag.starch) !== 0;
    buysMeatOrFish ||= (flags & lineFlag.meatOrFish) !== 0;
  }
  // How much of the recipe they have, and how much of what they have it uses.
  const required = facts.required - requiredNeedless;
  score += 4 * (required === 0 ? 1 : requiredFilled / required);
  if (items.length > 0) score += (8 * usesOfTheirs) / items.length;
  // Pineapple Fried Rice without their pineapple is not the classic their pantry makes.
  if (recipe.fromCookbook)
    score += buysWhatItIsNamedFor && toBuy > longList ? classicBonus / 2 : classicBonus;
  // Their spaghetti left in the cupboard while the mince goes into a soup: a cook builds the
  // meal on both.
  if (leavesStarch) score -= leftStarch;
  // A meal is built on their best protein: not the bacon while the chicken waits, nor the kidney
  // beans while the mince does.
  if (usesTheirProtein && leftProteinRank > usedProteinRank) score -= lesserProtein;
  return {
    recipe,
    score,
    buysAMainInstead: (buysProtein && leavesProtein) || (buysStarch && leavesStarch),
    buysMeatOrFish,
    usesTheirProtein,
    usesOfTheirs,
  };
}

/** The chosen weighing written out: the visitor's items line by line, what to buy, what is left. */
export function planFor(weighing: Weighing, pantry: Pantry): RecipePlan {
  const facts = factsOf(pantry.kitchen, weighing.recipe);
  const fills = fillsOf(weighing.recipe, pantry);
  const filled = new Set(fills);
  const known = [...pantry.known.values()];
  const { placeOf } = scaleOf(pantry);
  const needless = weighing.recipe.lines.map(
    (line, index) => !fills[index] && !line.optional && isNeedless(facts, index, placeOf),
  );
  // A needless line is shown as optional, as it is to this visitor ('fry the sausages, if
  // using'), and left out of the title, as is an optional line they have not got: their fry-up is
  // a bacon and egg one, their sticky sausages come with potato wedges, not coleslaw. An optional
  // line the visitor fills is theirs to use, and no longer marked optional: their peas go in.
  const shownOptional = weighing.recipe.lines.map(
    (line, index) => needless[index] || (line.optional && !fills[index]),
  );
  const title = weighing.recipe.lines.reduce(
    (title, line, index) =>
      shownOptional[index] ? titleWithout(title, line.ingredient.title) : title,
    weighing.recipe.title,
  );
  const marked =
    title !== weighing.recipe.title ||
    weighing.recipe.lines.some((line, index) => line.optional !== shownOptional[index])
      ? {
          ...weighing.recipe,
          title,
          lines: weighing.recipe.lines.map((line, index) =>
            line.optional === shownOptional[index]
              ? line
              : { ...line, optional: shownOptional[index] ?? line.optional },
          ),
        }
      : weighing.recipe;
  // 'If using' is said only of what the visitor may do without and has not got: the wine they
  // have, and the bacon of their bacon fry-up, are cooked plainly. A formula says it only of what
  // the visitor has not got (`ifUsing`), so its steps stand as written.
  const steps = marked.fromCookbook
    ? stepsWithoutIfUsing(
        marked.steps,
        marked.lines.filter((line, index) => !line.optional || fills[index]),
      )
    : marked.steps;
  // '4 tbsp cream' and 'mix the cream', to a visitor whose cream fills 'crème fraîche or cream'.
  const theirs = marked.fromCookbook
    ? writtenAsTheirs(pantry.kitchen, marked.lines, fills, steps)
    : { lines: marked.lines, steps };
  const recipe =
    theirs.steps === marked.steps && theirs.lines === marked.lines
      ? marked
      : { ...marked, lines: theirs.lines, steps: theirs.steps };
  return {
    ...weighing,
    recipe,
    fills,
    used: known.filter((item) => filled.has(item)),
    unused: known.filter((item) => !filled.has(item) && !item.ingredient.staple),
    extras: recipe.lines
      .filter(
        (line, index) =>
          !fills[index] && !line.optional && (facts.lineFlags[index] ?? 0) & lineFlag.required,
      )
      .map((line) => line.ingredient),
    unknown: pantry.items.filter((item) => !item.ingredient),
  };
}
