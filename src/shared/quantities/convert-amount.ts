import type { LineAmount } from '../recipe-checks.ts';
import { gramsPerMillilitre } from './grams-per-millilitre.ts';
import { tidyAmount, writeOnLadder, writingTolerance } from './tidy-amount.ts';
import { ladders, type UnitLadder } from './unit-ladders.ts';
import { unitFacts } from './units.ts';

export type MeasureSystem = 'metric' | 'us';

/** A ladder to write the amount on, and what one of the amount's unit is on it. */
interface Way {
  ladder: UnitLadder;
  toBase: number;
}

/** The ways to write an amount in a system, best first. */
function waysToWrite(amount: LineAmount, system: MeasureSystem): Way[] {
  const { kind, size } = unitFacts[amount.unit];
  const base = amount.quantity * size;
  if (kind === 'piece') return [];
  if (kind === 'weight') {
    const asWeight = {
      ladder: system === 'metric' ? ladders.metricWeight : ladders.usWeight,
      toBase: size,
    };
    if (system === 'metric' || amount.unit === 'oz' || amount.unit === 'lb') return [asWeight];
    // An American cook measures flour and sugar in cups: by volume where the food's weight is known.
    const roughDensity = gramsPerMillilitre(amount.gramsPer, unitFacts.cup.size);
    const density = roughDensity && gramsPerMillilitre(amount.gramsPer, base / roughDensity);
    return density === undefined
      ? [asWeight]
      : [{ ladder: ladders.spoonsAndCups, toBase: size / density }, asWeight];
  }
  if (system === 'us') {
    if (amount.unit === 'fl oz') return [{ ladder: [{ unit: 'fl oz', least: 0 }], toBase: size }];
    return [{ ladder: ladders.spoonsAndCups, toBase: size }];
  }
  if (amount.unit === 'ml' || amount.unit === 'l')
    return [{ ladder: ladders.metricVolume, toBase: size }];
  const spoons = { ladder: ladders.spoons, toBase: size };
  const asVolume = { ladder: ladders.metricVolume, toBase: size };
  const density = gramsPerMillilitre(amount.gramsPer, base);
  const asWeight =
    density === undefined ? [] : [{ ladder: ladders.metricWeight, toBase: size * density }];
  // A small volume stays in spoons in a metric kitchen: 2 tbsp oil, 1 tsp salt.
  const small =
    (amount.unit === 'tsp' || amount.unit === 'tbsp') && base <= 4 * unitFacts.tbsp.size;
  return small ? [spoons] : [...asWeight, asVolume];
}

/** A tin's size in the system's units: a 400 g tin is a 14 oz can; a 400 ml one 13½ fl oz. */
function convertSize(
  size: NonNullable<LineAmount['size']>,
  system: MeasureSystem,
): LineAmount['size'] {
  const { kind, size: toBase } = unitFacts[size.unit];
  if (kind === 'piece') return size;
  const ladder: UnitLadder =
    kind === 'weight'
      ? system === 'metric'
        ? ladders.metricWeight
        : ladders.usWeight
      : system === 'metric'
        ? ladders.metricVolume
        : [{ unit: 'fl oz', least: 0 }];
  const written = writeOnLadder(
    { quantity: size.quantity, unit: size.unit, rest: '' },
    ladder,
    toBase,
  );
  return written.stray <= writingTolerance
    ? { ...size, quantity: written.amount.quantity, unit: written.amount.unit }
    : size;
}

/**
 * An amount in metric or US units, written as a cook would: same kind always (ml, fl oz and cups;
 * g, oz and lb), volume and weight only where the food's weight by volume is known, small volumes
 * in spoons. Where no unit of the system writes it within a tenth, the amount keeps its own unit.
 */
export function convertAmount(amount: LineAmount, system: MeasureSystem): LineAmount {
  const size = amount.size && convertSize(amount.size, system);
  const withSize = size ? { ...amount, size } : amount;
  for (const { ladder, toBase } of waysToWrite(amount, system)) {
    const written = writeOnLadder(withSize, ladder, toBase);
    if (written.stray <= writingTolerance) return written.amount;
  }
  return tidyAmount(withSize);
}
