import type { Measures } from './measures.ts';

/** How the visitor sees a recipe's quantities: scaled by `factor`, written in `measures`. */
export interface QuantityView {
  /** The servings shown over the servings written: 6 for a recipe for 2 is 3. */
  factor: number;
  measures: Measures;
}

export const asWritten: QuantityView = { factor: 1, measures: 'as-written' };

/** Nothing is scaled or converted: every line shows as the recipe wrote it. */
export const isAsWritten = (view: QuantityView) =>
  view.factor === 1 && view.measures === 'as-written';
