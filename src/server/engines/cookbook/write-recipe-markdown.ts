import type { IngredientListLine } from '../../checks/find-ingredient-lines.ts';
import { inNeedOrder, type DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { SetAsideItem } from './set-aside-for-needs.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { shortOf } from './short-of.ts';
import type { RecipePlan } from './weigh-recipe.ts';
import { isOrAre } from './is-or-are.ts';
import { listInWords } from './list-in-words.ts';

/** The visitor's own words inside our markdown: one line, and never markup. */
function quoteTyped(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_[\]<>~&#|!]/g, '\\$&');
}

/**
 * An item as the visitor typed it, said after 'your': 'your bag of spinach' for their 'a bag of
 * spinach', 'your half onion' for 'half an onion'; 'a few carrots' keeps its article.
 */
function yourItem(typed: string): string {
  return quoteTyped(
    typed
      .trim()
      .replace(/^an?\s+(?!(?:few|little|bit|lot|lots|couple)\b)/i, '')
      .replace(/^half an?\s+/i, 'half '),
  );
}

/**
 * Why a need rules an item out, said of the item as the visitor named it: 'contains shellfish' of
 * their prawns is 'they contain shellfish', of their chicken 'it is meat'.
 */
function saidOf(typed: string, reason: string): { pronoun: string; reason: string } {
  if (isOrAre(typed) === 'is') return { pronoun: 'it', reason };
  const [verb = '', ...rest] = reason.split(' ');
  const plural = verb === 'is' ? 'are' : verb === 'has' ? 'have' : verb.replace(/s$/, '');
  return { pronoun: 'they', reason: [plural, ...rest].join(' ') };
}

/** The words of a phrase, each in the singular, for comparing: 'Eggs' and 'egg' agree. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/e?s$/, ''))
    .join(' ');

/** Whether the reason only names the item itself: 'contains eggs' of their eggs says nothing. */
function namesOnlyItself(typed: string, reason: string): boolean {
  const [, ...named] = reason.split(' ');
  return wordsOf(named.join(' ')) === wordsOf(typed);
}

function describeTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
  if (hours === 0) return `${minutes} minutes`;
  return rest === 0 ? hourText : `${hourText} ${rest} minutes`;
}

/**
 * Worked out from what goes in, the visitor's own items included, optional lines too. Their
 * generic item on a line of one kind of it is that kind: their stock on a line of chicken stock.
 */
function describeDiet(plan: RecipePlan): string | undefined {
  const diets = plan.recipe.lines.map((line, index) => {
    const theirs = plan.fills[index]?.ingredient;
    return (theirs && !line.ingredient.kindOfChain.includes(theirs.id) ? theirs : line.ingredient)
      .diet;
  });
  if (diets.every((diet) => diet === 'vegan')) return 'Vegan';
  if (diets.every((diet) => diet === 'vegan' || diet === 'vegetarian')) return 'Vegetarian';
  return undefined;
}

/** What the recipe was asked with beyond the pantry: the needs, and the items they set aside. */
export interface AskedWith {
  readonly setAside: readonly SetAsideItem[];
  readonly needs: readonly DietaryNeed[];
}

function writeIntro(plan: RecipePlan, { setAside, needs }: AskedWith): string {
  const bold = (text: string) => `**${yourItem(text)}**`;
  const mainOnes = plan.used.filter((item) => !item.ingredient.staple);
  const staplesNeeded = plan.recipe.lines
    .map((line) => line.ingredient)
    .filter(
      (ingredient) =>
        ingredient.staple && !plan.used.some((item) => item.ingredient === ingredient),
    )
    .map((ingredient) => ingredient.name);
  const corrections = [...plan.used, ...plan.unused].flatMap((item) => item.corrections);
  const cupboard =
    staplesNeeded.length > 0 ? `${listInWords(staplesNeeded)}, which most kitchens have` : '';
  const standIns = plan.recipe.standIns ?? [];
  // The visitor's own item a stand-in takes the place of: said once, with the stand-in.
  const theirsFor = (ruledOut: Ingredient) =>
    setAside.find(
      ({ item }) =>
        item.ingredient === ruledOut || item.ingredient.kindOfChain.includes(ruledOut.id),
    );
  const replaced = standIns.map(({ ruledOut }) => theirsFor(ruledOut));
  const leftOut = setAside.filter((aside) => !replaced.includes(aside));
  // 'your eggs … a dish with them', 'your spinach … with it': as the visitor wrote them.
  const unusedList = listInWords(plan.unused.map((item) => yourItem(item.typed)));
  const elsewhere = plan.unusedElsewhere ?? plan.unused;
  // Only what another dish could take: no recipe cooks with jelly beans.
  const elsewhereList =
    elsewhere.length === plan.unused.length
      ? unusedList
      : `your ${listInWords(elsewhere.map((item) => yourItem(item.typed)))}`;
  const sentences = [
    mainOnes.length > 0
      ? `This one uses your ${listInWords(mainOnes.map((item) => bold(item.typed)))}.`
      : 'None of your ingredients fit a recipe I know, so here is a simple one to start from.',
    plan.extras.length > 0
      ? `You will also need ${listInWords(plan.extras.map((ingredient) => ingredient.name))}${cupboard ? `, plus ${cupboard}` : ''}.`
      : cupboard
        ? `You have everything else it needs apart from ${cupboard}.`
        : 'You have everything it needs.',
    ...shortOf(plan).map(
      ({ line, typed, more }) =>
        `It uses ${quoteTyped(line)} and you listed ${quoteTyped(typed)}, so get ${more} more.`,
    ),
    leftOut.length > 0 &&
      `I left out your ${listInWords(
        // Those the reason would only name again come first, so each reason follows its item:
        // 'your milk, cheese (it contains milk) and butter (it contains milk)'.
        [
          ...leftOut.filter(({ item, reason }) => namesOnlyItself(item.typed, reason)),
          ...leftOut.filter(({ item, reason }) => !namesOnlyItself(item.typed, reason)),
        ].map(({ item, reason }) => {
          if (namesOnlyItself(item.typed, reason)) return yourItem(item.typed);
          const said = saidOf(item.typed, reason);
          return `${yourItem(item.typed)} (${said.pronoun} ${said.reason})`;
        }),
      )} to keep it ${listInWords(inNeedOrder(needs))}.`,
    ...standIns.map(({ ruledOut, standIn, reason }, index) => {
      const theirs = replaced[index];
      return theirs
        ? `It uses ${standIn.name} in place of your ${yourItem(theirs.item.typed)}, which ${saidOf(theirs.item.typed, reason).reason}, to keep it ${listInWords(inNeedOrder(needs))}.`
        : `It uses ${standIn.name} in place of ${ruledOut.name}, which ${saidOf(ruledOut.name, reason).reason}.`;
    }),
    unusedList &&
      (elsewhere.length === 0
        ? `It leaves out your ${unusedList}.`
        : `It leaves out your ${unusedList}; try 'Get another recipe' for a dish with ${elsewhereList === unusedList ? (isOrAre(unusedList) === 'are' ? 'them' : 'it') : elsewhereList}.`),
    corrections.length > 0 &&
      `I read ${listInWords(corrections.map(({ typed, read }) => `“${quoteTyped(typed)}” as ${read}`))}.`,
    plan.unknown.length > 0 &&
      `I did not recognise ${listInWords(plan.unknown.map((item) => `“${quoteTyped(item.typed)}”`))}, so ${plan.unknown.length === 1 ? 'it is' : 'they are'} not in this recipe.`,
  ];
  return sentences.filter(Boolean).join(' ');
}

/** A cookbook recipe as written: its markdown, and where its ingredient lines are in it. */
export interface WrittenMarkdown {
  /** The markdown in sections, so it streams like a model's answer. */
  sections: string[];
  /**
   * The ingredient lines as the checks would find them by parsing the markdown: the writer knows
   * them, so the checks need not parse what it wrote (a test holds the two the same).
   */
  ingredientLines: IngredientListLine[];
}

const ingredientsHeading = '### Ingredients\n\n';

/**
 * A recipe in the markdown shape a model would give: intro, title, time and servings, ingredients
 * with amounts, numbered steps.
 */
export function writeRecipeMarkdown(
  plan: RecipePlan,
  asked: AskedWith = { setAside: [], needs: [] },
): WrittenMarkdown {
  const { recipe } = plan;
  const facts = [`Serves ${recipe.serves}`, describeTime(recipe.minutes), describeDiet(plan)];
  const before = [
    `${writeIntro(plan, asked)}\n\n`,
    `## ${recipe.title}\n\n*${facts.filter(Boolean).join(' · ')}*\n\n`,
  ];
  const ingredientLines: IngredientListLine[] = [];
  let offset = before.join('').length + ingredientsHeading.length;
  const listItems = recipe.lines.map((line) => {
    const item = `- ${line.text}${line.optional ? ' *(optional)*' : ''}`;
    ingredientLines.push({ text: `${line.text}${line.optional ? ' (optional)' : ''}`, offset });
    offset += item.length + 1;
    return item;
  });
  return {
    sections: [
      ...before,
      `${ingredientsHeading}${listItems.join('\n')}\n\n`,
      `### Steps\n\n${recipe.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}\n`,
    ],
    ingredientLines,
  };
}
