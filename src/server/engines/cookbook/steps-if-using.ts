import type { RecipeLine } from './written-recipe.ts';

interface Place {
  readonly step: number;
  /** Just after the name. */
  readonly at: number;
}

/**
 * Where the steps first name a line's ingredient, by steps (a recipe adapted to dietary needs
 * has steps of its own) and line.
 */
const namedAt = new WeakMap<readonly string[], Map<RecipeLine, Place | null>>();

function whereNamed(steps: readonly string[], line: RecipeLine): Place | null {
  let byLine = namedAt.get(steps);
  if (!byLine) namedAt.set(steps, (byLine = new Map()));
  let place = byLine.get(line);
  if (place !== undefined) return place;
  place = null;
  const name = ` ${line.ingredient.name}`;
  for (let step = 0; step < steps.length && !place; step++) {
    const text = steps[step] ?? '';
    // Its name as a word: 'the bacon,' or 'the bacon for', not 'the baconny'.
    for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
      const next = text[index + name.length];
      if (next === undefined || !/[a-z]/i.test(next)) {
        place = { step, at: index + name.length };
        break;
      }
    }
  }
  byLine.set(line, place);
  return place;
}

/**
 * The steps with 'if using' where they first name each of `lines`: the lines this visitor may
 * leave out, though the recipe needs them for another ('fry the sausages, if using, for 15
 * minutes' to a visitor with the fry-up's bacon). The recipe's own steps name them plainly, as
 * they read to a visitor who has them. Where the steps name a line is worked out once.
 */
export function stepsIfUsing(
  steps: readonly string[],
  lines: readonly RecipeLine[],
): readonly string[] {
  const places = lines
    .map((line) => whereNamed(steps, line))
    .filter((place) => place !== null)
    // From the end backwards, so each place still holds when the one after it is written.
    .sort((a, b) => b.step - a.step || b.at - a.at);
  if (places.length === 0) return steps;
  const written = [...steps];
  for (const { step, at } of places) {
    const text = written[step] ?? '';
    // 'the sausages for 15 minutes' → 'the sausages, if using, for 15 minutes'; before a comma
    // or the end of a clause the comma after it is already there.
    const next = text[at];
    const words = next === ' ' ? ', if using,' : ', if using';
    written[step] = text.slice(0, at) + words + text.slice(at);
  }
  return written;
}
