import { plainText } from './kept-recipe.ts';

/** What a recipe manager wants from a recipe's markdown, besides the lines the checks found. */
export interface RecipeParts {
  /** The ingredient list's lines, without markup: when no checks found them. */
  ingredients: string[];
  steps: string[];
  /** From the facts under the title ('Serves 4 · 1 hour 10 minutes'), when it says. */
  totalMinutes?: number;
}

const listItem = /^\s*(?:[-*+]|(\d{1,9})[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
const heading = /^\s*#{1,6}\s+(.*)$/;
const ingredientsHeading = /ingredient|you(?:'|’)ll need|shopping/i;
const stepsHeading = /step|method|instruction|direction|preparation|how to/i;

/** Reads a recipe as a model or the cookbook writes it: headings, lists and a line of facts. */
export function recipeParts(markdown: string): RecipeParts {
  const ingredients: string[] = [];
  const steps: string[] = [];
  const numbered: string[] = [];
  let section: 'ingredients' | 'steps' | 'other' = 'other';
  let totalMinutes: number | undefined;
  // The facts line sits between the title and the first list: 'Serves 4 · 35 minutes'.
  let titleSeen = false;
  let factsOver = false;
  for (const line of markdown.split('\n')) {
    const title = heading.exec(line);
    if (title) {
      const text = title[1] ?? '';
      if (titleSeen) factsOver = true;
      titleSeen = true;
      section = ingredientsHeading.test(text)
        ? 'ingredients'
        : stepsHeading.test(text)
          ? 'steps'
          : 'other';
      continue;
    }
    const item = listItem.exec(line);
    if (!item) {
      if (titleSeen && !factsOver && totalMinutes === undefined) totalMinutes = readMinutes(line);
      continue;
    }
    factsOver = true;
    const text = plainText(item[2] ?? '');
    if (text === '') continue;
    if (section === 'ingredients') ingredients.push(text);
    else if (section === 'steps') steps.push(text);
    else if (item[1] !== undefined) numbered.push(text);
  }
  return {
    ingredients,
    steps: steps.length > 0 ? steps : numbered,
    ...(totalMinutes !== undefined ? { totalMinutes } : {}),
  };
}

/** '1 hour 10 minutes', '25 minutes', '2 hours', '45 mins' in a line of facts. */
const timePattern =
  /\b(\d{1,2})\s*(?:hours?|hrs?)\b(?:\s*(\d{1,3})\s*(?:minutes?|mins?)\b)?|\b(\d{1,3})\s*(?:minutes?|mins?)\b/i;

function readMinutes(line: string): number | undefined {
  const found = timePattern.exec(line);
  if (!found) return undefined;
  return Number(found[1] ?? 0) * 60 + Number(found[2] ?? found[3] ?? 0);
}

/** Minutes as an ISO 8601 duration: 70 as 'PT1H10M'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}
