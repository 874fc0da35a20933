import {
  nutrientNames as nutrients,
  type LineAmount,
  type NutrientFigure,
  type NutrientName,
  type NutritionPerServing,
} from '../../shared/recipe-checks.ts';
import type { Ingredient } from '../kitchen/ingredient.ts';
import { lineWeight, type FoodWeights } from './line-weight.ts';

/** A food's values per 100 g (kcal; grams, but sodium in mg) and its household measures. */
export interface FoodValues {
  readonly per100g: {
    readonly kcal: number;
    readonly protein: number;
    readonly fat: number;
    readonly saturates: number;
    readonly carbohydrate: number;
    readonly sugars: number;
    readonly fibre: number;
    readonly sodiumMg: number;
  };
  readonly grams: FoodWeights;
}

/** One ingredient line as the nutrition reads it. */
export interface NutritionLine {
  readonly text: string;
  readonly optional: boolean;
  readonly amount: LineAmount | undefined;
  /** The one food the line names; undefined when it names none, or several ('salt and pepper'). */
  readonly ingredient: Ingredient | undefined;
}

/** An estimate from a household measure or a typical size may be off by this much either way. */
const estimateMargin = 0.2;

const isMainIngredient = (ingredient: Ingredient) =>
  ingredient.role === 'protein' || ingredient.tags.includes('main-starch');

/**
 * How much of a nutrient `grams` of a food with these values per 100 g hold. One number at a
 * time: an object of all nine for each of three weights of every line was most of the checks'
 * garbage.
 */
function nutrientOf(values: FoodValues['per100g'], name: NutrientName, grams: number): number {
  const share = grams / 100;
  switch (name) {
    case 'kj':
      return values.kcal * 4.184 * share;
    case 'salt':
      // Salt is sodium × 2.5 (EU Regulation 1169/2011, Annex I).
      return (values.sodiumMg * 2.5 * share) / 1000;
    default:
      return values[name] * share;
  }
}

/** kcal and kJ to the unit, grams to a tenth. */
const rounded = (name: NutrientName, value: number) =>
  name === 'kcal' || name === 'kj' ? Math.round(value) : Math.round(value * 10) / 10;

/**
 * What one serving holds, from each line's weight and its food's values per 100 g: a line is
 * counted exactly when it is weighed, as a range when its weight is estimated, and not at all
 * when the kitchen cannot tell (then it is named). When a main ingredient cannot be counted, no
 * figure is given rather than a wrong one. `valuesOf` gives undefined for a food that counts for
 * nothing (water).
 */
export function nutritionPerServing(
  lines: readonly NutritionLine[],
  servings: number,
  valuesOf: (ingredient: Ingredient) => FoodValues | undefined,
): NutritionPerServing {
  const estimated: string[] = [];
  const notCounted: string[] = [];
  const totals = Object.fromEntries(
    nutrients.map((name) => [name, { value: 0, low: 0, high: 0 }]),
  ) as Record<NutrientName, NutrientFigure>;
  let withheld: string | undefined;

  for (const line of lines) {
    const { ingredient, amount } = line;
    const values = ingredient && valuesOf(ingredient);
    const weight = values && amount && lineWeight(amount, values.grams);
    // A food that counts for nothing (water) needs no weight.
    if (ingredient && !values) continue;
    if (!ingredient || !values || !weight || line.optional) {
      notCounted.push(line.text);
      if (ingredient && !line.optional && isMainIngredient(ingredient)) {
        withheld ??= `We could not weigh “${line.text}”, a main ingredient, so we show no figures rather than wrong ones.`;
      }
      continue;
    }
    if (weight.estimated) estimated.push(line.text);
    const margin = weight.estimated ? estimateMargin : 0;
    const low = weight.grams * (1 - margin);
    const middle = (weight.grams + weight.upToGrams) / 2;
    const high = weight.upToGrams * (1 + margin);
    for (const name of nutrients) {
      totals[name].value += nutrientOf(values.per100g, name, middle);
      totals[name].low += nutrientOf(values.per100g, name, low);
      totals[name].high += nutrientOf(values.per100g, name, high);
    }
  }

  if (withheld) return { withheld, estimated, notCounted };
  const figures = Object.fromEntries(
    nutrients.map((name) => {
      const total = totals[name];
      return [
        name,
        {
          value: rounded(name, total.value / servings),
          low: rounded(name, total.low / servings),
          high: rounded(name, total.high / servings),
        },
      ];
    }),
  ) as Record<NutrientName, NutrientFigure>;
  return { figures, estimated, notCounted };
}
