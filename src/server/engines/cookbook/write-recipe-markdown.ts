import type { RecipePlan } from './weigh-recipe.ts';
import { listInWords } from './list-in-words.ts';

/** The visitor's own words inside our markdown: one line, and never markup. */
function quoteTyped(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_[\]<>~&#|!]/g, '\\$&');
}

function describeTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
  if (hours === 0) return `${minutes} minutes`;
  return rest === 0 ? hourText : `${hourText} ${rest} minutes`;
}

/** Worked out from what goes in, the visitor's own items included, optional lines too. */
function describeDiet(plan: RecipePlan): string | undefined {
  const diets = plan.recipe.lines.map(
    (line, index) => (plan.fills[index]?.ingredient ?? line.ingredient).diet,
  );
  if (diets.every((diet) => diet === 'vegan')) return 'Vegan';
  if (diets.every((diet) => diet === 'vegan' || diet === 'vegetarian')) return 'Vegetarian';
  return undefined;
}

function writeIntro(plan: RecipePlan): string {
  const bold = (text: string) => `**${quoteTyped(text)}**`;
  const mainOnes = plan.used.filter((item) => !item.ingredient.staple);
  const staplesNeeded = plan.recipe.lines
    .map((line) => line.ingredient)
    .filter(
      (ingredient) =>
        ingredient.staple && !plan.used.some((item) => item.ingredient === ingredient),
    )
    .map((ingredient) => ingredient.name);
  const cupboard =
    staplesNeeded.length > 0 ? `${listInWords(staplesNeeded)}, which most kitchens have` : '';
  const sentences = [
    mainOnes.length > 0
      ? `This one uses your ${listInWords(mainOnes.map((item) => bold(item.typed)))}.`
      : 'None of your ingredients fit a recipe I know, so here is a simple one to start from.',
    plan.extras.length > 0
      ? `You will also need ${listInWords(plan.extras.map((ingredient) => ingredient.name))}${cupboard ? `, plus ${cupboard}` : ''}.`
      : cupboard
        ? `You have everything else it needs apart from ${cupboard}.`
        : 'You have everything it needs.',
    plan.unused.length > 0 &&
      `It leaves out your ${listInWords(plan.unused.map((item) => quoteTyped(item.typed)))}; try 'Get another recipe' for a dish with ${plan.unused.length === 1 ? 'it' : 'them'}.`,
    plan.unknown.length > 0 &&
      `I did not recognise ${listInWords(plan.unknown.map((item) => `“${quoteTyped(item.typed)}”`))}, so ${plan.unknown.length === 1 ? 'it is' : 'they are'} not in this recipe.`,
  ];
  return sentences.filter(Boolean).join(' ');
}

/**
 * A recipe in the markdown shape a model would give: intro, title, time and servings, ingredients
 * with amounts, numbered steps. Returned in sections, so it streams like one.
 */
export function writeRecipeMarkdown(plan: RecipePlan): string[] {
  const { recipe } = plan;
  const facts = [`Serves ${recipe.serves}`, describeTime(recipe.minutes), describeDiet(plan)];
  return [
    `${writeIntro(plan)}\n\n`,
    `## ${recipe.title}\n\n*${facts.filter(Boolean).join(' · ')}*\n\n`,
    `### Ingredients\n\n${recipe.lines
      .map((line) => `- ${line.text}${line.optional ? ' *(optional)*' : ''}`)
      .join('\n')}\n\n`,
    `### Steps\n\n${recipe.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}\n`,
  ];
}
