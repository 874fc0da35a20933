import type { Measures } from '../../shared/quantities/measures.ts';
import type { RecipeServings } from '../../shared/recipe-checks.ts';
import { MeasuresChoice } from './measures-choice.tsx';
import { ServingsStepper } from './servings-stepper.tsx';

/** Under a finished recipe: the servings it is shown for and the measures it is written in. */
export function RecipeFit({
  servings,
  count,
  measures,
  onCountChange,
  onMeasuresChange,
}: {
  /** As the recipe gives them. */
  servings: RecipeServings;
  /** As shown. */
  count: number;
  measures: Measures;
  onCountChange: (count: number) => void;
  onMeasuresChange: (measures: Measures) => void;
}) {
  return (
    <div className="recipe-fit">
      <ServingsStepper
        count={count}
        guessed={servings.source === 'as-written' && count === servings.count}
        onChange={onCountChange}
      />
      <MeasuresChoice measures={measures} onChange={onMeasuresChange} />
      <p className="check-caveat">Cooking times and pan sizes do not scale.</p>
    </div>
  );
}
