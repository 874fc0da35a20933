import type { AmountUnit } from '../recipe-checks.ts';

/** The parts of one a cook measures: quarter and third cups, eighth teaspoons, half eggs. */
const quarters = [0, 1 / 4, 1 / 2, 3 / 4];
const cupParts = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const halves = [0, 1 / 2];
const wholes = [0];

/** Grams or millilitres to 0.5 under 10, to 1 under 50, to 5 under 250, then to 10. */
function metricStep(value: number): number {
  if (value < 10) return 0.5;
  if (value < 50) return 1;
  if (value < 250) return 5;
  return 10;
}

/** Kilograms or litres to 0.05 under 5 (1.25 kg), to 0.1 under 20, then to 0.5. */
function largeMetricStep(value: number): number {
  if (value < 5) return 0.05;
  if (value < 20) return 0.1;
  return 0.5;
}

function nearestStep(value: number, step: number): number {
  // toFixed trims what binary fractions add: 25 × 0.05 is 1.2500000000000002.
  const rounded = Number((Math.round(value / step) * step).toFixed(3));
  return rounded > 0 ? rounded : step;
}

/** The nearest whole number and part of one, never nothing: below the smallest part is that part. */
function nearestPart(value: number, parts: readonly number[]): number {
  const whole = Math.floor(value);
  const candidates = [whole, whole + 1]
    .flatMap((base) => parts.map((part) => base + part))
    .filter((candidate) => candidate > 0);
  let best = candidates[0] ?? 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate - value) < Math.abs(best - value)) best = candidate;
  }
  return best;
}

/**
 * A quantity as a cook would measure it in this unit: 37.4 g is 37 g, 2.6667 eggs are 2½ eggs,
 * 0.3 cup is ⅓ cup. A positive quantity never rounds to nothing.
 */
export function roundQuantity(value: number, unit: AmountUnit): number {
  switch (unit) {
    case 'g':
    case 'ml':
      return nearestStep(value, metricStep(value));
    case 'kg':
    case 'l':
      return nearestStep(value, largeMetricStep(value));
    case 'tsp':
    case 'oz':
      return value < 1
        ? nearestPart(value, [0, 1 / 8, ...quarters.slice(1)])
        : nearestPart(value, value < 4 ? quarters : halves);
    case 'cup':
      return nearestPart(value, cupParts);
    case 'lb':
      return nearestPart(value, quarters);
    case 'pinch':
      return nearestPart(value, wholes);
    case 'tbsp':
    case 'fl oz':
    case '':
    case 'clove':
    case 'handful':
      return nearestPart(value, halves);
  }
}
