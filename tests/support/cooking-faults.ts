import type { Ingredient } from '../../src/server/kitchen/ingredient.ts';
import type { RecipeText } from './recipe-text-faults.ts';
import { lineWords } from './recipe-text-faults.ts';
import { mentionsIn, sameOrKin, textHolds } from './step-mentions.ts';

type Line = RecipeText['lines'][number];

const fractions: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '1/2': 0.5 };

const number = String.raw`(\d+(?:\.\d+)?)?\s*(½|¼|¾|1/2)?`;
const durationPattern = new RegExp(
  String.raw`(?:\b|(?=[½¼¾]))${number}(?:\s*(?:to|-|–)\s*${number})?\s*(hours?|hrs?|minutes?|mins?)\b`,
  'gi',
);
const numberWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const durationsByText = new Map<string, number[]>();

/** Every duration a text gives, in minutes, taking the longer end of a range: '1 to 1½ hours'. */
export function durationsIn(text: string): number[] {
  const known = durationsByText.get(text);
  if (known) return known;
  const durations: number[] = [];
  for (const match of text.matchAll(durationPattern)) {
    const [, whole, fraction, wholeTo, fractionTo, unit] = match;
    const value = (integer?: string, part?: string) =>
      integer === undefined && part === undefined
        ? undefined
        : Number(integer ?? 0) + (part ? (fractions[part] ?? 0) : 0);
    const amount = value(wholeTo, fractionTo) ?? value(whole, fraction);
    if (amount === undefined) continue;
    durations.push((/^h/i.test(unit ?? '') ? 60 : 1) * amount);
  }
  if (/\ban hour\b/i.test(text)) durations.push(60);
  // 'Five minutes before the pasta is done': a duration written in words.
  for (const [, word] of text.matchAll(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten) minutes?\b/gi,
  )) {
    durations.push(numberWords.indexOf(word!.toLowerCase()) + 1);
  }
  durationsByText.set(text, durations);
  return durations;
}

const sentencesOf = (steps: readonly string[]) =>
  steps.flatMap((step, index) =>
    step
      .split(/(?<=[.;!?])\s+/)
      .filter(Boolean)
      .map((text) => ({ text, step: index })),
  );

/** Whether a sentence is about the line's ingredient: by a catalogue name, or a word of the line. */
function mentions(text: string, line: Line): boolean {
  return (
    mentionsIn(text).some((mention) =>
      mention.ingredients.some((named) => sameOrKin(named, line.ingredient)),
    ) || lineWords(line.text).some((word) => textHolds(text, word))
  );
}

const cuttingWords =
  /\b(bite-sized|in (thin )?strips|into (thin )?strips|diced?|in chunks|into chunks|cubed|in cubes|into cubes|chopped into)\b/i;
const cookingVerbs =
  /\b(cook|fry|fries|fried|brown|sear|roast|simmer|poach|bake|grill|braise|stew|boil|steam|stir-fr\w*|barbecue|char|sauté|saute|griddle|broil|blacken)\w*/i;
const warmOnly = /\b(warm|heat)(ed)? (it |them )?through\b|\bto warm\b/i;
const shaped =
  /\b(shape|roll|form|patt(y|ies)|balls?|burgers?|koftas?|meatballs?|stuff|skewer|loaf|dumpling|filling|wonton|gyoza|mould)\w*/i;

function neverCut(ingredient: Ingredient): boolean {
  const { role, cooking, diet, id } = ingredient;
  if (cooking === 'brown-and-break-up') return true;
  if (
    ['pea', 'sweetcorn', 'frozen sweetcorn', 'bean sprout', 'edamame', 'capers', 'raisin'].includes(
      id,
    )
  )
    return true;
  if (role === 'protein' && diet === 'vegan' && cooking !== 'fry' && id !== 'tofu') return true;
  return role === 'starch' && ['boil', 'simmer', 'soak'].includes(cooking ?? '');
}

/**
 * The least time a vegetable needs in boiling water or a simmering sauce: 3 minutes for what
 * is boiled (broad beans, green beans, edamame), 2 for what is frozen and only heated (peas,
 * frozen mixed vegetables); 0 for what is ready to eat or wilts in a minute.
 */
function minutesOfHeat({ role, cooking, tags }: Ingredient): number {
  if (role === 'starch' || tags.includes('ready-to-eat')) return 0;
  if (cooking === 'boil') return 3;
  return cooking === 'warm-through' && role === 'vegetable' ? 2 : 0;
}

/** A joint cooked whole, not one cut up for a quick dish: '1 kg pork belly', not 'in slices'. */
const isBigJoint = (line: Line) =>
  line.ingredient.tags.includes('joint') &&
  !/slice|cube|strip|chunk|piece|diced|cut into|in \d/i.test(line.text);

/**
 * Steps that cook an ingredient the wrong way for what it is: peas diced, mince in strips,
 * stewing beef simmered 25 minutes, raw chicken only warmed through, garlic roasted 40 minutes,
 * an onion stir-fried for 30 seconds.
 */
export function findCookingFaults(recipe: RecipeText): string[] {
  const faults: string[] = [];
  const sentences = sentencesOf(recipe.steps);
  const allSteps = recipe.steps.join(' ');
  for (const line of recipe.lines) {
    const { ingredient } = line;
    const about = sentences.filter((sentence) => mentions(sentence.text, line));
    if (about.length === 0) continue;
    const fromFirst = sentences.filter((sentence) => sentence.step >= about[0]!.step);
    const longest = Math.max(0, ...fromFirst.flatMap((sentence) => durationsIn(sentence.text)));
    const name = ingredient.id;
    const said = (fault: string) => faults.push(`${name}: ${fault}`);

    if (neverCut(ingredient)) {
      const cut = about.find(
        (sentence) => cuttingWords.test(sentence.text) && mentionsIn(sentence.text).length === 1,
      );
      if (cut) said(`cut as it never is: '${cut.text}'`);
    }
    if (ingredient.cooking === 'brown-and-break-up') {
      if (about.some((sentence) => /\bstrips\b/i.test(sentence.text))) said('mince in strips');
      const loose = !shaped.test(allSteps) && !shaped.test(recipe.title);
      const brokenUp = about.some((sentence) =>
        /\bbr(eak|eaking|oken)\b|crumbl/i.test(recipe.steps[sentence.step] ?? ''),
      );
      if (loose && !brokenUp) said('mince never broken up as it browns');
    }
    if (ingredient.cooking === 'braise' && !/\bcooked\b|leftover/i.test(line.text)) {
      if (recipe.minutes < 90 || longest < 60) said(`braised for ${longest} minutes at most`);
    }
    if (isBigJoint(line) && ingredient.cooking === 'roast' && longest < 40) {
      said(`a whole joint cooked for ${longest} minutes at most`);
    }
    const raw =
      ingredient.role === 'protein' &&
      (ingredient.diet === 'meat' || ingredient.diet === 'fish') &&
      !ingredient.tags.includes('ready-to-eat') &&
      ingredient.cooking !== 'raw' &&
      !/\bcooked\b|leftover/i.test(line.text);
    if (raw && !about.some((sentence) => cookingVerbs.test(sentence.text))) {
      const warmed = about.find((sentence) => warmOnly.test(sentence.text));
      if (warmed) said(`raw, only warmed through: '${warmed.text}'`);
    }
    if (ingredient.cooking === 'soften' && /chopped|crushed|minced|grated/i.test(line.text)) {
      const roasted = about.find(
        (sentence) =>
          /\broast/i.test(sentence.text) && Math.max(0, ...durationsIn(sentence.text)) >= 25,
      );
      if (roasted) said(`chopped and roasted: '${roasted.text}'`);
    }
    if (ingredient.cooking === 'soften' && !ingredient.tags.includes('burns-easily')) {
      // Onions, shallots and leeks take minutes to soften; garlic and chillies take seconds.
      const cooked = about.filter(
        (sentence) => cookingVerbs.test(sentence.text) || /\bsoften/i.test(sentence.text),
      );
      const forSeconds = (text: string) =>
        /\b\d+ seconds\b/i.test(text) && !durationsIn(text).length;
      if (cooked.length > 0 && cooked.every((sentence) => forSeconds(sentence.text))) {
        said(`cooked for seconds only: '${cooked[0]!.text}'`);
      }
    }
    if (
      /drained/.test(ingredient.prep ?? '') &&
      !/drain|rinse|liquid|juice|frozen|kernel|cob/i.test(line.text)
    ) {
      if (!about.some((sentence) => /drain|rinse/i.test(sentence.text))) said('never drained');
    }
    if (
      ingredient.cooking === 'soak-and-boil' &&
      !(/soak/i.test(allSteps + line.text) && /boil/i.test(allSteps))
    )
      said('dried beans not soaked and boiled');
    // '1 lemon' is squeezed, zested or cut into wedges, never stirred in or served whole.
    if (
      ingredient.tags.includes('citrus') &&
      !/juice|zest|wedge|halved|sliced|quarter|segment|peel/i.test(line.text) &&
      !about.some((sentence) =>
        /squeez|juice|zest|grate|wedge|slice|halve|cut\b/i.test(sentence.text),
      )
    ) {
      said(`a whole fruit never squeezed: '${about[0]!.text}'`);
    }
    // Jarred artichokes and roasted peppers go in as they come (cooked potatoes are left to the
    // starch checks: the steps name them as they name raw ones); a line's frozen sweetcorn is
    // boiled as frozen vegetables are.
    const { tags } = ingredient;
    if (
      ingredient.role === 'vegetable' &&
      tags.includes('ready-to-eat') &&
      !tags.includes('main-starch') &&
      !/\bfrozen\b/i.test(line.text)
    ) {
      const boiled = about.find((sentence) => /\b(boil|blanch)/i.test(sentence.text));
      if (boiled) said(`ready to eat, yet boiled: '${boiled.text}'`);
    }
    // Frozen peas need 2 minutes in boiling water or a simmering sauce, broad beans and green
    // beans 3: tossed a minute with hot pasta they are still cold. Sliced into fish cakes, they
    // cook with them.
    const heatFor = minutesOfHeat(ingredient);
    const cookedAlready = /\bcooked\b|leftover/i.test(line.text) || shaped.test(allSteps);
    if (heatFor > 0 && !cookedAlready && longest < heatFor) {
      said(`needs ${heatFor} minutes' heat, cooked for ${longest} at most`);
    }
    const needsTime: Record<string, number> = { potato: 10, rice: 10, lentil: 15 };
    const minimum = needsTime[ingredient.kindOfChain.at(-1) ?? ingredient.id];
    const ready = /\bcooked|leftover|boiled|steamed|to serve|tin|can\b|packet|pouch/i.test(
      line.text,
    );
    const cookedFor = Math.max(
      longest,
      about.flatMap((sentence) => durationsIn(sentence.text)).reduce((sum, one) => sum + one, 0),
    );
    const toasted = about.some((sentence) => /\btoast/i.test(sentence.text));
    if (minimum && !ready && !toasted && !/packet/i.test(allSteps) && cookedFor < minimum) {
      said(`cooked for ${cookedFor} minutes in all`);
    }
  }
  if (/\bif (it is|they are|it's) raw\b/i.test(allSteps)) faults.push('asks whether it is raw');
  return faults;
}
