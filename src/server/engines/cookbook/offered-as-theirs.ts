import { cleanIngredientText } from '../../kitchen/clean-ingredient-text.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { ingredientFills } from '../../kitchen/ingredient-catalog.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';
import type { KnownItem } from '../../kitchen/pantry.ts';
import { escapeRegExp } from './escape-reg-exp.ts';
import { lineMeasure } from './typed-amount.ts';
import type { RecipeLine } from './written-recipe.ts';

/** One of the two names a line offers ('crème fraîche' of 'crème fraîche or cream'), as written. */
interface Offered {
  readonly words: string;
  readonly ingredient: Ingredient;
}

/** The longest run of `words` that names an ingredient, the runs taken by `runOf`. */
function longestNamed(
  kitchen: Kitchen,
  words: readonly string[],
  runOf: (length: number) => readonly string[],
): Offered | undefined {
  for (let length = Math.min(kitchen.names.longest, words.length); length > 0; length--) {
    const run = runOf(length).join(' ');
    const ingredient = kitchen.names.named(cleanIngredientText(run).split(' '));
    if (ingredient) return { words: run, ingredient };
  }
  return undefined;
}

/**
 * The two names a line offers with 'or', each as written: 'crème fraîche' and 'cream' of '4 tbsp
 * crème fraîche or cream'; none when the first is not the first thing the line names after its
 * amount ('75 ml dry white wine or chicken stock': dry chicken stock is no such thing).
 */
function offeredIn(kitchen: Kitchen, line: RecipeLine): readonly [Offered, Offered] | undefined {
  const { text } = line;
  const at = text.indexOf(' or ');
  if (at < 0 || text.indexOf(' or ', at + 1) >= 0) return undefined;
  const before = text.slice(0, at);
  if (!/\p{Letter}$/u.test(before)) return undefined;
  const beforeWords = before.split(' ');
  const afterWords = (text.slice(at + 4).split(/[,(]/, 1)[0] ?? '').trim().split(' ');
  const first = longestNamed(kitchen, beforeWords, (length) => beforeWords.slice(-length));
  const second = longestNamed(kitchen, afterWords, (length) => afterWords.slice(0, length));
  if (!first || !second) return undefined;
  const rest = lineMeasure(line)?.rest ?? text;
  if (!rest.startsWith(first.words) && !rest.startsWith(`fresh ${first.words}`)) return undefined;
  return [first, second];
}

/** The lines and steps, naming what the visitor has of what a line offers. */
export interface AsTheirs {
  readonly lines: readonly RecipeLine[];
  readonly steps: readonly string[];
}

const lastWord = (words: string) => words.slice(words.lastIndexOf(' ') + 1).toLowerCase();

/** Each of the names, and each with its first letter in capitals, as a pattern to match. */
function formsOf(names: readonly string[]): string {
  const lower = names.map((name) => name.toLowerCase());
  const forms = new Set(lower.flatMap((name) => [name, name[0]?.toUpperCase() + name.slice(1)]));
  return [...forms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

const wholeWords = (forms: string) =>
  new RegExp(`(?<![\\p{Letter}-])(?:${forms})(?![\\p{Letter}-])`, 'gu');

/** As a step may name one of the offered: as the line does, as the catalogue does, or 'stock'. */
const saidOf = (one: Offered) => [one.words, one.ingredient.name, lastWord(one.words)];

/** Whether the pair can be offered as one: same role, and cuts named whole ('thighs' are not). */
function canStandAlone(
  kept: Offered,
  dropped: Offered,
  line: RecipeLine,
  kitchen: Kitchen,
): boolean {
  const { role } = line.ingredient;
  if (kept.ingredient.role !== role || dropped.ingredient.role !== role) return false;
  // 'chicken breasts or thighs' offers chicken thighs, which 'thighs' alone does not say.
  const keptWords = cleanIngredientText(kept.words);
  return kept.ingredient.kindOfChain
    .filter((generic) => dropped.ingredient.kindOfChain.includes(generic))
    .every((generic) =>
      cleanIngredientText(kitchen.ingredientById(generic).name)
        .split(' ')
        .every((word) => keptWords.split(' ').some((kept) => kept.startsWith(word))),
    );
}

/** What the steps should call the kept one: lower case, unless the line capitalises it mid-way. */
const inSteps = (kept: Offered, line: RecipeLine) =>
  line.text.startsWith(kept.words)
    ? kept.words[0]?.toLowerCase() + kept.words.slice(1)
    : kept.words;

const capitalised = (text: string) => text[0]?.toUpperCase() + text.slice(1);

/**
 * The lines offering one food or another ('4 tbsp crème fraîche or cream', '1 tsp garam masala or
 * curry powder') that the visitor fills with one of them, written for what they have: '4 tbsp
 * cream', and the steps 'mix the cream with half the dill' where they said 'mix the crème
 * fraîche or cream', 'the cumin and curry powder' where they said 'the cumin and garam masala'.
 * A line whose other name another line shares is kept as it is.
 */
export function writtenAsTheirs(
  kitchen: Kitchen,
  lines: readonly RecipeLine[],
  fills: readonly (KnownItem | undefined)[],
  steps: readonly string[],
): AsTheirs {
  let written: AsTheirs = { lines, steps };
  lines.forEach((line, index) => {
    const item = fills[index];
    const offered = item && offeredIn(kitchen, line);
    if (!item || !offered) return;
    const theirs = offered.filter((one) => ingredientFills(item.ingredient, one.ingredient));
    const [kept] = theirs;
    const dropped = offered.find((one) => one !== kept);
    if (theirs.length !== 1 || !kept || !dropped || kept.ingredient === dropped.ingredient) return;
    if (!offered.some((one) => ingredientFills(line.ingredient, one.ingredient))) return;
    if (!canStandAlone(kept, dropped, line, kitchen)) return;
    if (lines.some((other) => other !== line && other.filledBy.has(dropped.ingredient.id))) return;
    const keptWords = inSteps(kept, line);
    const [first, second] = offered;
    const pair = wholeWords(`(?:${formsOf(saidOf(first))}) or (?:${formsOf(saidOf(second))})`);
    // The steps are written for the food offered first ('fry the pancetta' of '120 g pancetta or
    // bacon'): for the other, they name it instead. Water or oil is never renamed, named in other
    // steps too (the pan of water for the potatoes).
    const renamed = kept === second && !dropped.ingredient.staple;
    const droppedNames = wholeWords(formsOf([dropped.words, dropped.ingredient.name]));
    const shortened = lastWord(dropped.words);
    // 'the stock' of '500 ml beef stock or water', unless another line says stock too.
    const shortenedToo =
      shortened !== lastWord(kept.words) &&
      !lines.some(
        (other) => other !== line && cleanIngredientText(other.text).split(' ').includes(shortened),
      );
    const rename = (step: string) =>
      step
        .replace(droppedNames, (found: string, at: number) => {
          // 'soured cream' is not the cream of 'crème fraîche or cream'.
          const wordBefore = /(\p{Letter}+) $/u.exec(step.slice(0, at))?.[1];
          const named =
            wordBefore &&
            kitchen.names.named(cleanIngredientText(`${wordBefore} ${found}`).split(' '));
          if (named && named !== dropped.ingredient) return found;
          return found === capitalised(found) && found !== found.toLowerCase()
            ? capitalised(keptWords)
            : keptWords;
        })
        .replaceAll(shortenedToo ? ` the ${shortened}` : '\0', ` the ${keptWords}`);
    written = {
      lines: written.lines.map((one, at) =>
        at === index
          ? { ...one, text: one.text.replace(`${first.words} or ${second.words}`, kept.words) }
          : one,
      ),
      steps: written.steps.map((step) => {
        const offer = step.replace(pair, (found) =>
          found === capitalised(found) ? capitalised(keptWords) : keptWords,
        );
        return renamed ? rename(offer) : offer;
      }),
    };
  });
  return written;
}
