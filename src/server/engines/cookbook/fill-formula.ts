import type { Formula, FormulaBase, FormulaSlot } from './formula.ts';
import type { Ingredient } from '../../kitchen/ingredient.ts';
import { ingredientById } from '../../kitchen/ingredient-catalog.ts';
import { portionLine } from '../../kitchen/portion-line.ts';
import type { Pantry } from './pantry.ts';
import type { RecipeLine, WrittenRecipe } from './written-recipe.ts';

/** 'a', 'a and b', 'a, b and c' */
export function listInWords(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Whether the ingredient is one of the ids, or a kind of one of them. */
function isOneOf(ingredient: Ingredient, ids: readonly string[]): boolean {
  return ids.includes(ingredient.id) || ingredient.kindOfChain.some((id) => ids.includes(id));
}

function accepts(slot: FormulaSlot, taste: Formula['taste'], ingredient: Ingredient): boolean {
  const clashes = taste === 'savory' ? ingredient.taste === 'sweet' : ingredient.taste === 'savory';
  return (
    slot.roles.includes(ingredient.role) &&
    (slot.only ? isOneOf(ingredient, slot.only) : true) &&
    !(slot.except && isOneOf(ingredient, slot.except)) &&
    (!clashes || slot.acceptsSweet === true)
  );
}

/** The first of `anyOf` the visitor has, as they have it ('chicken stock' for 'stock'). */
function baseLine(base: FormulaBase, pantry: Pantry): RecipeLine {
  const [first] = base.anyOf;
  let ingredient = ingredientById(first);
  for (const id of base.anyOf) {
    const item = pantry.find(ingredientById(id));
    if (item) {
      ingredient = item.ingredient;
      break;
    }
  }
  const text = ingredient.id === first && base.line ? base.line : portionLine(ingredient);
  return { ingredient, text, optional: base.optional ?? false };
}

/**
 * Writes a formula's recipe around the visitor's ingredients, each going to the first place that
 * takes it, in the order they were typed. Nothing comes back when none of them would be worth
 * naming in the title: a 'Frittata' of eggs the visitor does not have is no answer.
 */
export function fillFormula(formula: Formula, pantry: Pantry): WrittenRecipe | undefined {
  const chosen = new Map<string, RecipeLine[]>();
  const linesIn = (key: string) => chosen.get(key) ?? [];
  for (const [key, base] of Object.entries<FormulaBase>(formula.base)) {
    chosen.set(key, [baseLine(base, pantry)]);
  }
  const taken = new Set([...chosen.values()].flat().map((line) => line.ingredient.id));
  const slots = Object.entries<FormulaSlot>(formula.slots);
  for (const [key] of slots) chosen.set(key, []);
  for (const { ingredient } of pantry.known.values()) {
    if (ingredient.staple || taken.has(ingredient.id)) continue;
    const place = slots.find(
      ([key, slot]) => linesIn(key).length < slot.max && accepts(slot, formula.taste, ingredient),
    );
    if (!place) continue;
    chosen.set(place[0], [
      ...linesIn(place[0]),
      { ingredient, text: portionLine(ingredient), optional: false },
    ]);
    taken.add(ingredient.id);
  }

  const featured = slots
    .filter(([, slot]) => slot.featured)
    .flatMap(([key]) => linesIn(key).map((line) => line.ingredient))
    .sort((a, b) => Number(b.role === 'protein') - Number(a.role === 'protein'));
  const titleWords = [...new Set(featured.map((ingredient) => ingredient.title))].slice(0, 2);
  if (titleWords.length === 0) return undefined;

  const names = (...keys: string[]) =>
    listInWords(keys.flatMap(linesIn).map((line) => line.ingredient.name));
  const steps = formula
    .steps({ has: (...keys) => names(...keys) !== '', names })
    .filter((step): step is string => step !== false);
  const lines = [...chosen.values()].flat();
  return {
    title: `${listInWords(titleWords)} ${formula.dish}`,
    category: formula.category,
    serves: formula.serves,
    minutes: formula.minutes,
    lines: [
      ...lines.filter((line) => !line.ingredient.staple),
      ...lines.filter((line) => line.ingredient.staple),
    ],
    steps,
    fromCookbook: false,
  };
}
