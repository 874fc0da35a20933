import type { FoodSafetyNote } from '../../shared/recipe-checks.ts';
import type { StepTime } from '../step-times.ts';

/** One step in cook mode: its text, the ingredients it uses, its timers and safe temperatures. */
export function CookModeStep({
  number,
  total,
  text,
  ingredients,
  times,
  foodSafety,
  onStartTimer,
}: {
  number: number;
  total: number;
  /** The step as shown: temperatures in the measures chosen. */
  text: string;
  /** The lines it uses, as shown: scaled and converted as the visitor chose. */
  ingredients: readonly string[];
  times: readonly StepTime[];
  foodSafety: readonly FoodSafetyNote[];
  onStartTimer: (time: StepTime) => void;
}) {
  const headingId = `cook-step-${number}`;
  return (
    <article className="cook-step" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Step {number} of {total}
      </h3>
      <div className="cook-step-body">
        <p className="cook-step-text">{text}</p>
        {ingredients.length > 0 && (
          <div className="cook-step-uses">
            <h4>You need</h4>
            <ul>
              {ingredients.map((ingredient, index) => (
                <li key={index}>{ingredient}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {foodSafety.map((note) => (
        <p key={note.id} className="cook-step-safety">
          <strong>Food safety:</strong> {note.text}
        </p>
      ))}
      {times.length > 0 && (
        <div className="cook-step-timers">
          {times.map((time) => (
            <button key={time.minutes} type="button" onClick={() => onStartTimer(time)}>
              Start {time.name} timer
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
