import type { AmountUnit } from '../recipe-checks.ts';

/**
 * What a unit measures, and how much of its kind one of it holds: millilitres for a volume,
 * grams for a weight. A `piece` (a count, a pinch, a clove, a handful) converts to nothing.
 *
 * Spoons and cups are the metric kitchen's (5 ml, 15 ml, 240 ml), so that 3 tsp make 1 tbsp,
 * 16 tbsp make 1 cup and 8 fl oz make 1 cup exactly; a US cup (236.6 ml) is 1.5 % smaller,
 * well inside what a cook measures to.
 */
export type UnitKind = 'volume' | 'weight' | 'piece';

interface UnitFacts {
  kind: UnitKind;
  /** Millilitres or grams in one. */
  size: number;
  /** How the unit is written after one, and after more than one. */
  singular: string;
  plural: string;
}

export const unitFacts: Readonly<Record<AmountUnit, UnitFacts>> = {
  '': { kind: 'piece', size: 1, singular: '', plural: '' },
  g: { kind: 'weight', size: 1, singular: 'g', plural: 'g' },
  kg: { kind: 'weight', size: 1000, singular: 'kg', plural: 'kg' },
  oz: { kind: 'weight', size: 28.349523125, singular: 'oz', plural: 'oz' },
  lb: { kind: 'weight', size: 453.59237, singular: 'lb', plural: 'lb' },
  ml: { kind: 'volume', size: 1, singular: 'ml', plural: 'ml' },
  l: { kind: 'volume', size: 1000, singular: 'l', plural: 'l' },
  tsp: { kind: 'volume', size: 5, singular: 'tsp', plural: 'tsp' },
  tbsp: { kind: 'volume', size: 15, singular: 'tbsp', plural: 'tbsp' },
  'fl oz': { kind: 'volume', size: 30, singular: 'fl oz', plural: 'fl oz' },
  cup: { kind: 'volume', size: 240, singular: 'cup', plural: 'cups' },
  pinch: { kind: 'piece', size: 1, singular: 'pinch', plural: 'pinches' },
  clove: { kind: 'piece', size: 1, singular: 'clove', plural: 'cloves' },
  handful: { kind: 'piece', size: 1, singular: 'handful', plural: 'handfuls' },
};

/** Units written as decimals ('1.5 kg'); every other unit is written in kitchen fractions. */
export const decimalUnits: ReadonlySet<AmountUnit> = new Set(['g', 'kg', 'ml', 'l']);
