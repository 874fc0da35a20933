import type { NutritionPerServing, RecipeServings } from '../../shared/recipe-checks.ts';
import type { Kitchen } from '../kitchen/kitchen.ts';
import { nutritionPerServing, type NutritionLine } from './nutrition-per-serving.ts';
import { readClaimedKcal, readServings } from './read-servings.ts';

/** A recipe that does not say how many it serves is taken to serve about this much a head. */
const typicalServingKcal = 600;
const mostGuessedServings = 8;
/** A claim this far outside our range is worth a second look. */
const claimTolerance = 0.1;

/**
 * How many a recipe serves, and what one serving holds. A recipe that does not say is taken as
 * written for the number its food would most likely feed; a calorie count it claims outside our
 * range is reported.
 */
export function recipeNutrition(
  kitchen: Kitchen,
  markdown: string,
  lines: readonly NutritionLine[],
): { servings: RecipeServings; nutrition: NutritionPerServing } {
  const valuesOf = kitchen.nutritionOf;
  const said = readServings(markdown);
  let servings: RecipeServings;
  if (said) {
    servings = { count: said, source: 'recipe' };
  } else {
    const whole = nutritionPerServing(lines, 1, valuesOf).figures?.kcal.value;
    const guess = whole ? Math.round(whole / typicalServingKcal) : 4;
    servings = { count: Math.min(Math.max(guess, 1), mostGuessedServings), source: 'as-written' };
  }
  const nutrition = nutritionPerServing(lines, servings.count, valuesOf);
  const claimed = readClaimedKcal(markdown);
  const kcal = nutrition.figures?.kcal;
  const outside =
    claimed !== undefined &&
    kcal !== undefined &&
    (claimed < kcal.low * (1 - claimTolerance) || claimed > kcal.high * (1 + claimTolerance));
  return { servings, nutrition: outside ? { ...nutrition, claimedKcal: claimed } : nutrition };
}
