import type { AmountUnit } from '../recipe-checks.ts';

/**
 * Units of one kind that a cook moves between as an amount grows, smallest first, each with the
 * least of it worth writing: 3 tsp are 1 tbsp, 16 tbsp 1 cup, 1,000 g 1 kg, 16 oz 1 lb.
 */
export type UnitLadder = readonly { unit: AmountUnit; least: number }[];

export const ladders = {
  metricWeight: [
    { unit: 'g', least: 0 },
    { unit: 'kg', least: 1 },
  ],
  metricVolume: [
    { unit: 'ml', least: 0 },
    { unit: 'l', least: 1 },
  ],
  /** Metric spoons: a small volume stays in spoons in a metric kitchen too. */
  spoons: [
    { unit: 'tsp', least: 0 },
    { unit: 'tbsp', least: 1 },
  ],
  spoonsAndCups: [
    { unit: 'tsp', least: 0 },
    { unit: 'tbsp', least: 1 },
    { unit: 'cup', least: 1 / 4 },
  ],
  usWeight: [
    { unit: 'oz', least: 0 },
    { unit: 'lb', least: 1 },
  ],
} as const satisfies Record<string, UnitLadder>;

/** The ladder an amount written in this unit stays on when it is scaled but not converted. */
export function ladderOf(unit: AmountUnit): UnitLadder {
  switch (unit) {
    case 'g':
    case 'kg':
      return ladders.metricWeight;
    case 'ml':
    case 'l':
      return ladders.metricVolume;
    case 'tsp':
    case 'tbsp':
    case 'cup':
      return ladders.spoonsAndCups;
    case 'oz':
    case 'lb':
      return ladders.usWeight;
    default:
      return [{ unit, least: 0 }];
  }
}
