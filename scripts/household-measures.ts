import type { Sr24Measure } from './usda-sr24.ts';

export interface HouseholdGrams {
  cup?: number;
  tbsp?: number;
  tsp?: number;
  piece?: number;
}

/** How a piece is found: by the name of a USDA measure, by a weight, or by the usual names. */
export interface PieceChoice {
  readonly measure?: string;
  readonly grams?: number;
}

const spoonNames = {
  cup: /^cups?\b/i,
  tbsp: /^(tbsp|tablespoons?)\b/i,
  tsp: /^(tsp|teaspoons?)\b/i,
} as const;

/**
 * A measure a cook would not fill: whipped cream doubles in volume, a packed cup holds more than
 * a spooned one, a purée is no longer the food as bought. What a measure's brackets add
 * ('cup, fluid (yields 2 cups whipped)') is left out.
 */
const unlikeAsBought = /whipped|(?<!not )packed|pureed|melted|crumbs/i;

/** The plain measure ('cup', 'cup (8 fl oz)') first, then 'chopped', then the first listed. */
function spoonMeasure(measures: readonly Sr24Measure[], name: RegExp): number | undefined {
  const candidates = measures.filter(
    (measure) =>
      name.test(measure.name) && !unlikeAsBought.test(measure.name.replace(/\(.*\)/, '')),
  );
  const plain = candidates.find((measure) => /^\w+( \(.*\))?$/.test(measure.name));
  const chopped = candidates.find((measure) => /chopped/i.test(measure.name));
  return (plain ?? chopped ?? candidates[0])?.grams;
}

/** What a cook counts as one, in order of preference, when the sources name no piece. */
const usualPieces = ['medium', 'clove', 'slice', 'whole', 'fruit', 'large'];

function pieceGrams(measures: readonly Sr24Measure[], choice: PieceChoice): number | undefined {
  if (choice.grams !== undefined) return choice.grams;
  if (choice.measure !== undefined) {
    const named = measures.find((measure) => measure.name === choice.measure);
    if (!named) {
      const known = measures.map((measure) => `'${measure.name}'`).join(', ');
      throw new Error(`no measure named '${choice.measure}' (it has ${known || 'none'})`);
    }
    return named.grams;
  }
  for (const word of usualPieces) {
    const found = measures.find((measure) => new RegExp(`^${word}\\b`, 'i').test(measure.name));
    if (found) return found.grams;
  }
  return undefined;
}

const mapDefined = (value: number | undefined, change: (defined: number) => number) =>
  value === undefined ? undefined : change(value);

const round = (grams: number) =>
  grams < 10 ? Math.round(grams * 100) / 100 : Math.round(grams * 10) / 10;

/**
 * Grams per cup, tablespoon, teaspoon and piece from a food's USDA household measures. A spoon
 * USDA does not list is worked out from the nearest one it does (1 cup = 16 tbsp = 48 tsp).
 */
export function householdGrams(
  measures: readonly Sr24Measure[],
  piece: PieceChoice = {},
): HouseholdGrams {
  const cup =
    spoonMeasure(measures, spoonNames.cup) ??
    // A drink USDA measures only in US fluid ounces: 8 to the cup.
    mapDefined(spoonMeasure(measures, /^(fl oz|fluid ounce)\b/i), (ounce) => ounce * 8);
  const tbsp = spoonMeasure(measures, spoonNames.tbsp);
  const tsp = spoonMeasure(measures, spoonNames.tsp);
  const grams: HouseholdGrams = {};
  const cupGrams =
    cup ?? (tbsp !== undefined ? tbsp * 16 : tsp !== undefined ? tsp * 48 : undefined);
  const tbspGrams =
    tbsp ?? (tsp !== undefined ? tsp * 3 : cup !== undefined ? cup / 16 : undefined);
  const tspGrams = tsp ?? (tbspGrams !== undefined ? tbspGrams / 3 : undefined);
  if (cupGrams !== undefined) grams.cup = round(cupGrams);
  if (tbspGrams !== undefined) grams.tbsp = round(tbspGrams);
  if (tspGrams !== undefined) grams.tsp = round(tspGrams);
  const pieceWeight = pieceGrams(measures, piece);
  if (pieceWeight !== undefined) grams.piece = round(pieceWeight);
  return grams;
}
