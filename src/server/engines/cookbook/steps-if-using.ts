import { agreeCountNoun } from '../../../shared/quantities/count-noun.ts';
import type { RecipeLine } from './written-recipe.ts';
import { escapeRegExp } from './escape-reg-exp.ts';
import { singularForms } from '../../kitchen/ingredient-names.ts';

/** Where a step says 'if using' of a line: the step, and the words to take out when it is not. */
interface IfUsing {
  readonly step: number;
  readonly start: number;
  readonly end: number;
}

/**
 * Where each line is said 'if using', by steps (a recipe adapted to dietary needs has steps of
 * its own) and line; null where it is not.
 */
const placesBySteps = new WeakMap<readonly string[], Map<RecipeLine, IfUsing | null>>();

/**
 * 'the wine, if using, and let it bubble' → 'the wine and let it bubble'; 'the green pepper if
 * using, for 10 minutes' → 'the green pepper, for 10 minutes'; 'the bacon, if using.' → 'the bacon.'
 */
const saidAfterName = [', if using,', ', if using', ' if using'] as const;

function ifUsingOf(steps: readonly string[], line: RecipeLine): IfUsing | null {
  let byLine = placesBySteps.get(steps);
  if (!byLine) placesBySteps.set(steps, (byLine = new Map()));
  let place = byLine.get(line);
  if (place !== undefined) return place;
  place = null;
  // By its name, one of it ('the green pepper' of the peppers), or its last word as a cook
  // shortens it ('the wine' for the white wine, though never 'the pepper' for black pepper).
  const { name } = line.ingredient;
  const named = [
    ` ${name}`,
    ` ${agreeCountNoun(name, true, false)}`,
    ` the ${name.slice(name.lastIndexOf(' ') + 1)}`,
  ];
  for (const words of named) {
    for (let step = 0; step < steps.length && !place; step++) {
      const text = steps[step] ?? '';
      let index = text.indexOf(words);
      while (index >= 0 && !place) {
        const start = index + words.length;
        const said = saidAfterName.find((after) => text.startsWith(after, start));
        if (said) place = { step, start, end: start + said.length };
        index = text.indexOf(words, index + 1);
      }
    }
  }
  place ??= ifUsingByAlias(steps, line);
  byLine.set(line, place);
  return place;
}

/** What comes before a name said on its own in a list of steps: 'the chilli', 'and chillies'. */
const wordsBeforeAName: ReadonlySet<string> = new Set(['the', 'and', 'or', 'with', 'some']);

/**
 * Where a step says 'if using' after another name the catalogue gives the line's ingredient,
 * in the singular or the plural: 'the chilli, if using' or 'the chillies if using' of a chili.
 */
function ifUsingByAlias(steps: readonly string[], line: RecipeLine): IfUsing | null {
  const { aliases } = line.ingredient;
  if (aliases.length === 0) return null;
  const names = new Set(aliases.map((alias) => alias.toLowerCase()));
  for (let step = 0; step < steps.length; step++) {
    const text = steps[step] ?? '';
    for (const found of text.matchAll(/,? if using,?/g)) {
      const said = saidAfterName.find((after) => text.startsWith(after, found.index));
      const words = text.slice(0, found.index).toLowerCase().split(' ');
      const last = words.pop() ?? '';
      // The whole of what is named: 'pepper' is not the black pepper in 'the green pepper if using'.
      const named = singularForms(last).some((one) =>
        [0, 1, 2].some((more) => {
          const before = words[words.length - more - 1] ?? '';
          return (
            names.has([...words.slice(words.length - more), one].join(' ')) &&
            (wordsBeforeAName.has(before) || before.endsWith(','))
          );
        }),
      );
      if (said && named) return { step, start: found.index, end: found.index + said.length };
    }
  }
  return null;
}

/** A name of one or two words after 'the', and another after 'and': 'the dates and cocoa'. */
const pairBefore = (name: string) =>
  new RegExp(` the ([a-z-]+(?: [a-z-]+)?) and ${escapeRegExp(name)} if using\\b`);
const pairAfter = (name: string) =>
  new RegExp(` the ${escapeRegExp(name)} and (?:the )?([a-z-]+(?: [a-z-]+)?) if using\\b`);

/**
 * One 'if using' said of two lines ('the dates and cocoa if using'), written for the visitor who
 * has one of them: 'the dates, with the cocoa if using', or 'the cocoa, with the dates if using';
 * for one who has both, 'the dates and cocoa'.
 */
function withPairsSaidApart(
  steps: readonly string[],
  lines: readonly RecipeLine[],
): readonly string[] {
  const had = new Set(lines.map((line) => line.ingredient.name));
  let written: string[] | undefined;
  for (const name of had) {
    for (let step = 0; step < steps.length; step++) {
      const text = written?.[step] ?? steps[step] ?? '';
      if (!text.includes(' if using')) continue;
      const before = pairBefore(name).exec(text);
      const after = before ? undefined : pairAfter(name).exec(text);
      const found = before ?? after;
      const other = found?.[1];
      if (!found || other === undefined) continue;
      const first = before ? other : name;
      const second = before ? name : other;
      const rewritten = had.has(other)
        ? ` the ${first} and ${second}`
        : ` the ${name}, with the ${other} if using`;
      written ??= [...steps];
      written[step] =
        text.slice(0, found.index) + rewritten + text.slice(found.index + found[0].length);
    }
  }
  return written ?? steps;
}

/**
 * The steps with 'if using' taken out for each of `lines`: the visitor has them, or must get
 * them, so they are no longer up to them ('fry the bacon for 3 minutes' to a visitor with bacon,
 * where the recipe says 'fry the bacon, if using, for 3 minutes'). Where the steps say it is
 * worked out once a recipe's line.
 */
export function stepsWithoutIfUsing(
  steps: readonly string[],
  lines: readonly RecipeLine[],
): readonly string[] {
  const apart = steps.some((step) => step.includes(' if using'))
    ? withPairsSaidApart(steps, lines)
    : steps;
  let written: string[] | undefined;
  const places = lines
    .map((line) => ifUsingOf(apart, line))
    .filter((place) => place !== null)
    // From the end backwards, so each place still holds when the one after it is taken out.
    .sort((a, b) => b.step - a.step || b.start - a.start);
  for (const { step, start, end } of places) {
    written ??= [...apart];
    const text = written[step] ?? '';
    written[step] = text.slice(0, start) + text.slice(end);
  }
  return written ?? apart;
}
