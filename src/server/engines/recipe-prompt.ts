import { inNeedOrder, type DietaryNeed } from '../../shared/dietary-needs.ts';
import type { RecipeRequest } from '../../shared/recipe-api.ts';

export const recipeMaxTokens = 1024;

export const recipeInstruction =
  'You are a friendly chef who receives a list of ingredients that a user has on hand and ' +
  'suggests a recipe they could make with some or all of them. You do not need to use every ' +
  'ingredient they mention. The recipe may include a few ingredients they did not mention, but ' +
  'add as few extra ingredients as possible. Format your answer in markdown so it can be ' +
  'rendered on a web page: a title heading, an ingredient list with amounts, and numbered steps.';

/** The spec's user message, exact, with the ingredients as the visitor typed them. */
export function recipeUserMessage(ingredients: readonly string[]): string {
  return `I have ${ingredients.join(', ')}. Please give me a recipe you'd recommend I make!`;
}

const anotherRecipeRequest =
  'I have already seen your earlier suggestion for these ingredients; please recommend a different recipe this time.';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** 'Please keep it vegetarian and nut-free.', or nothing when there are no needs. */
export function dietaryNeedsSentence(needs: readonly DietaryNeed[]): string | undefined {
  const ordered = inNeedOrder(needs);
  return ordered.length === 0 ? undefined : `Please keep it ${inWords.format(ordered)}.`;
}

export function recipeMessages({ ingredients, attempt = 0, dietaryNeeds = [] }: RecipeRequest) {
  const needsSentence = dietaryNeedsSentence(dietaryNeeds);
  // With no needs, exactly the spec's message; with some, one sentence more.
  const userMessage = [recipeUserMessage(ingredients), needsSentence].filter(Boolean).join(' ');
  return [
    { role: 'system', content: recipeInstruction },
    // One user turn, so models whose chat template demands alternating roles accept it.
    {
      role: 'user',
      content: attempt > 0 ? `${userMessage}\n\n${anotherRecipeRequest}` : userMessage,
    },
  ] as const;
}
