import type { AmountUnit, LineAmount } from '../../shared/recipe-checks.ts';

/** What the kitchen knows of a food's weight: grams per household measure. */
export interface FoodWeights {
  readonly cup?: number;
  readonly tbsp?: number;
  readonly tsp?: number;
  readonly piece?: number;
}

/** A line's weight in grams, and whether it was weighed or estimated from a household measure. */
export interface LineWeight {
  readonly grams: number;
  /** The top of a range ('2–3 cloves'), else `grams`. */
  readonly upToGrams: number;
  readonly estimated: boolean;
}

const gramsPerMass: Partial<Record<AmountUnit, number>> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
/** Millilitres in a US cup, tablespoon and teaspoon, as the USDA's measures are. */
const cup = 236.6;
const tablespoon = cup / 16;
const teaspoon = cup / 48;
const millilitresPer: Partial<Record<AmountUnit, number>> = {
  ml: 1,
  l: 1000,
  'fl oz': 29.57,
  cup,
  tbsp: tablespoon,
  tsp: teaspoon,
};

/** Grams per millilitre of the food, from the largest household measure the kitchen knows. */
function density(weights: FoodWeights): number | undefined {
  if (weights.cup) return weights.cup / cup;
  if (weights.tbsp) return weights.tbsp / tablespoon;
  if (weights.tsp) return weights.tsp / teaspoon;
  return undefined;
}

/** Grams of one unit of `unit` of this food, and whether that is a measure or an estimate. */
function gramsOfOne(
  unit: AmountUnit,
  weights: FoodWeights,
): { grams: number; estimated: boolean } | undefined {
  const mass = gramsPerMass[unit];
  if (mass) return { grams: mass, estimated: false };
  // A spoon of the food, as the kitchen weighed that spoon: a tablespoon of oil is 14 g, not a
  // sixteenth of its cup.
  const spoon = unit === 'tbsp' ? weights.tbsp : unit === 'tsp' ? weights.tsp : undefined;
  if (spoon) return { grams: spoon, estimated: true };
  const volume = millilitresPer[unit];
  if (volume) {
    const perMillilitre = density(weights);
    return perMillilitre === undefined
      ? undefined
      : { grams: volume * perMillilitre, estimated: true };
  }
  if (unit === 'pinch') {
    const perMillilitre = density(weights);
    // A pinch is about a sixteenth of a teaspoon.
    return perMillilitre === undefined
      ? undefined
      : { grams: (teaspoon / 16) * perMillilitre, estimated: true };
  }
  // A cook's handful of leaves, herbs or nuts weighs about 30 g.
  if (unit === 'handful') return { grams: 30, estimated: true };
  if (unit === '' || unit === 'clove') {
    return weights.piece ? { grams: weights.piece, estimated: true } : undefined;
  }
  return undefined;
}

/** A tin or pack drained of its liquid keeps about this share of its weight (beans, tuna). */
const drainedShare = 0.6;

/** What a tin or pack with its own size weighs: the food in it, once drained if it is. */
function containerWeight(amount: LineAmount, weights: FoodWeights) {
  if (!amount.size) return undefined;
  const ofSize = gramsOfOne(amount.size.unit, weights);
  if (!ofSize) return undefined;
  const drained = /\bdrained\b/i.test(amount.rest);
  return {
    grams: ofSize.grams * amount.size.quantity * (drained ? drainedShare : 1),
    estimated: ofSize.estimated || drained,
  };
}

/** A weight the line gives for what it counts: '2 salmon fillets (about 140 g each)'. */
const statedWeight = /\babout\s+(\d+(?:\.\d+)?)\s*(g|kg)\b(\s+each)?/i;
/** A count of something other than the food's own pieces: '1 bunch dill', '1 knob butter'. */
const otherCount = /^(?:bunch(?:es)?|sprigs?|knobs?|slices?|thumbs?)\b/i;
/** A bulb of garlic holds about a dozen cloves. */
const bulb = /^bulbs?\b/i;
const clovesInABulb = 12;

/**
 * What a count weighs: the food's typical piece (the kitchen's pieces are what is eaten: a whole
 * chicken's meat and skin, not its bones), else the weight the line states.
 */
function countWeight(amount: LineAmount, weights: FoodWeights) {
  if (otherCount.test(amount.rest)) return undefined;
  if (weights.piece) {
    const pieces = bulb.test(amount.rest) ? clovesInABulb : 1;
    return { grams: weights.piece * pieces, estimated: true };
  }
  const stated = statedWeight.exec(amount.rest);
  if (!stated) return undefined;
  const grams = Number(stated[1]) * (stated[2]?.toLowerCase() === 'kg' ? 1000 : 1);
  // '2 fillets (about 140 g each)' is 140 g a fillet; '4 thighs (about 500 g)' is 500 g in all.
  return { grams: stated[3] ? grams : grams / amount.quantity, estimated: true };
}

/**
 * How much a line weighs: '200 g spaghetti' is weighed, '2 tbsp olive oil' and '3 eggs' are
 * estimated from the food's household measures, '2 × 400 g tins' from the tins' own size.
 * Undefined when the kitchen cannot tell (a cup of something with no known density).
 */
export function lineWeight(amount: LineAmount, weights: FoodWeights): LineWeight | undefined {
  const one = amount.size
    ? containerWeight(amount, weights)
    : amount.unit === ''
      ? countWeight(amount, weights)
      : gramsOfOne(amount.unit, weights);
  if (!one) return undefined;
  return {
    grams: one.grams * amount.quantity,
    upToGrams: one.grams * (amount.upTo ?? amount.quantity),
    estimated: one.estimated,
  };
}
