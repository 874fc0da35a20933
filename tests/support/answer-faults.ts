import type { RecipePlan } from '../../src/server/engines/cookbook/weigh-recipe.ts';
import type { Ingredient } from '../../src/server/kitchen/ingredient.ts';
import { isKindOf } from '../../src/server/kitchen/ingredient-catalog.ts';
import { findCookingFaults } from './cooking-faults.ts';
import { findListFaults } from './recipe-text-faults.ts';
import { phraseOf, textHolds } from './step-mentions.ts';

/** Words left behind when a template's blank is empty or two pieces meet badly. */
const templateLeaks = [
  /\bundefined\b/,
  /\bnull\b/,
  /\bNaN\b/,
  /\[object /,
  /\bthe (,|\.|;|and\b|with\b|the\b)/i,
  /\b(the|with|and|of)\s?[,.;]/i,
  / {2}/,
  /,\s*[,.]/,
  /\.\./,
  /\beverything the\b/i,
  /\bas each likes best\b/i,
  /\bif you have (some|any)\b/i,
  /\bif (it is|they are|it's) raw\b/i,
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Whether one of the visitor's ingredients is what a list line is, a kind of it, or named on it. */
const isOnLine = (have: Ingredient, line: { ingredient: Ingredient; text: string }) =>
  isKindOf(have, line.ingredient.id) ||
  isKindOf(line.ingredient, have.id) ||
  [have.id, have.name, ...have.aliases].some((name) => textHolds(line.text, phraseOf(name)));

function introFaults(plan: RecipePlan, intro: string): string[] {
  const faults: string[] = [];
  const lines = plan.recipe.lines;
  for (const item of plan.used) {
    if (!lines.some((line) => isOnLine(item.ingredient, line)))
      faults.push(`the intro says it uses '${item.typed}', which is not on the list`);
  }
  for (const item of plan.unused) {
    if (lines.some((line) => line.ingredient.id === item.ingredient.id))
      faults.push(`the intro says it leaves out '${item.typed}', which is on the list`);
  }
  // As typed, or after 'your' without the article typed with it: 'your bag of spinach'.
  const mentioned = (typed: string) => {
    const said = typed.replace(/\s+/g, ' ').trim();
    return [said, said.replace(/^an?\s+/i, ''), said.replace(/^half an?\s+/i, 'half ')].some(
      (form) => intro.includes(form),
    );
  };
  for (const item of [...plan.used, ...plan.unused]) {
    if (!item.ingredient.staple && !mentioned(item.typed))
      faults.push(`the intro never says whether it uses '${item.typed}'`);
  }
  const needs = /You will also need (.*?)(, plus .*)?\.(?= |$)/.exec(intro)?.[1] ?? '';
  for (const extra of plan.extras) {
    const line = plan.recipe.lines.find((one) => one.ingredient === extra);
    if (!line || line.optional) faults.push(`'${extra.name}' is an extra but not a required line`);
    if (!needs.includes(extra.name)) faults.push(`the intro does not say to get '${extra.name}'`);
  }
  if (plan.extras.length === 0 && needs)
    faults.push(`the intro asks for '${needs}', which nothing needs`);
  return faults;
}

/**
 * Everything a cook reading the answer would call a fault: the intro against the list, the list
 * against the steps, a step wrong for its ingredient, words a template left behind.
 */
export function findAnswerFaults(plan: RecipePlan, markdown: string): string[] {
  const recipe = { ...plan.recipe, lines: plan.recipe.lines };
  const intro = markdown.split('\n\n')[0] ?? '';
  const faults = [
    ...introFaults(plan, intro),
    ...findListFaults(recipe),
    ...findCookingFaults(recipe),
  ];
  for (const text of [...plan.recipe.steps, ...plan.recipe.lines.map((line) => line.text)]) {
    const leak = templateLeaks.find((pattern) => pattern.test(text));
    if (leak) faults.push(`'${text}' reads like a template: ${leak}`);
  }
  for (const step of plan.recipe.steps) {
    if (!/^[A-Z]/.test(step) || !/[.!]$/.test(step)) faults.push(`'${step}' is not a sentence`);
    for (const sentence of sentences(step)) {
      if (!/^[A-Z0-9]/.test(sentence)) faults.push(`'${sentence}' does not start a sentence`);
    }
  }
  return faults;
}
