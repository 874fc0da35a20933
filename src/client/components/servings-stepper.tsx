/** The most servings a recipe can be scaled to: a large family meal, not a canteen. */
export const maxServings = 48;

/**
 * 'Fewer servings' and 'More servings' around the count, which is announced politely. At 1 (or
 * the most) the button says it is unavailable but keeps its place and its focus.
 */
export function ServingsStepper({
  count,
  guessed,
  onChange,
}: {
  count: number;
  /** The recipe does not say how many it serves, and this is the count as written. */
  guessed: boolean;
  onChange: (count: number) => void;
}) {
  const fewest = count <= 1;
  const most = count >= maxServings;
  return (
    <div className="servings-stepper">
      <button
        type="button"
        aria-disabled={fewest}
        onClick={() => {
          if (!fewest) onChange(count - 1);
        }}
      >
        Fewer servings
      </button>
      <p className="servings-count" aria-live="polite">
        {guessed ? `Serves ${count} (as written)` : `Serves ${count}`}
      </p>
      <button
        type="button"
        aria-disabled={most}
        onClick={() => {
          if (!most) onChange(count + 1);
        }}
      >
        More servings
      </button>
    </div>
  );
}
