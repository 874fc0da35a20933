import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import type { Kitchen } from '../../kitchen/kitchen.ts';
import type { RecipeLine, StandIn, WrittenRecipe } from './written-recipe.ts';
import { escapeRegExp } from './escape-reg-exp.ts';

const adapted = new WeakMap<WrittenRecipe, Map<string, WrittenRecipe>>();

/**
 * The recipe as a cook with these needs makes it: a line of something a need rules out, for which
 * cooks have a stand-in, becomes the stand-in, in the list and the steps ('50 g parmesan' becomes
 * '50 g vegetarian hard cheese' for a vegetarian), and in its title. The same recipe when nothing
 * stands in.
 */
export function adaptToNeeds(
  kitchen: Kitchen,
  recipe: WrittenRecipe,
  needs: readonly DietaryNeed[],
): WrittenRecipe {
  if (needs.length === 0) return recipe;
  const key = needs.join();
  let byNeeds = adapted.get(recipe);
  const known = byNeeds?.get(key);
  if (known) return known;
  const standIns: StandIn[] = [];
  let { title, steps } = recipe;
  const lines = recipe.lines.map((line): RecipeLine => {
    const instead = kitchen.dietaryNeeds.insteadOf(line.ingredient, needs);
    if (!instead || kitchen.dietaryNeeds.needsNamedIn(line.text).includes(instead.need)) {
      return line;
    }
    const standIn = kitchen.ingredientById(instead.id);
    const names = instead.ruledOut
      .map((id) => kitchen.ingredientById(id))
      .flatMap((ruledOut) => [ruledOut.id, ruledOut.name, ...ruledOut.aliases])
      .sort((a, b) => b.length - a.length);
    const named = new RegExp(`\\b(${names.map(escapeRegExp).join('|')})\\b`, 'gi');
    const toStandIn = (text: string) =>
      text.replace(named, (found) =>
        /^[A-Z]/.test(found)
          ? standIn.name[0]?.toUpperCase() + standIn.name.slice(1)
          : standIn.name,
      );
    const twice = new RegExp(
      `${escapeRegExp(standIn.name)},? \\(?or ${escapeRegExp(standIn.name)}\\)?`,
      'gi',
    );
    steps = steps.map(toStandIn);
    // In a title every word is capitalised: 'Gnocchi with Vegetarian Blue Cheese Sauce'.
    title = title.replace(named, () =>
      standIn.name.replace(/\b\w/g, (first) => first.toUpperCase()),
    );
    standIns.push({ ruledOut: line.ingredient, standIn, reason: instead.reason });
    return {
      ingredient: standIn,
      text: toStandIn(line.text).replace(twice, standIn.name),
      optional: line.optional,
      filledBy: new Set([standIn.id, ...standIn.kindOfChain]),
    };
  });
  const result = standIns.length === 0 ? recipe : { ...recipe, title, lines, steps, standIns };
  if (!byNeeds) adapted.set(recipe, (byNeeds = new Map()));
  byNeeds.set(key, result);
  return result;
}
