import { cleanIngredientText } from '../../kitchen/clean-ingredient-text.ts';
import type { PantryItem } from '../../kitchen/pantry.ts';
import type { RecipeLine } from './written-recipe.ts';

const calledLines = new WeakMap<RecipeLine, Map<string, RecipeLine>>();

/**
 * A formula's line calling the visitor's food what they called it, when they typed another name
 * for it the catalogue allows (`calledAsTyped`): '450 g beef mince' and 'brown the beef mince'
 * for their beef mince, where the line reads '450 g ground beef'. Any other line stays as it is.
 */
export function calledAsTyped(line: RecipeLine, item: PantryItem): RecipeLine {
  const { ingredient } = line;
  if (ingredient.calledAsTyped.length === 0 || item.ingredient !== ingredient) return line;
  const typed = cleanIngredientText(item.typed);
  const name = ingredient.calledAsTyped.find((one) => one === typed);
  if (name === undefined || !line.text.includes(ingredient.name)) return line;
  let lines = calledLines.get(line);
  if (!lines) {
    lines = new Map();
    calledLines.set(line, lines);
  }
  let called = lines.get(name);
  if (!called) {
    called = { ...line, text: line.text.replace(ingredient.name, name), calledAs: name };
    lines.set(name, called);
  }
  return called;
}
