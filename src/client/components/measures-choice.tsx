import { measureChoices, type Measures } from '../../shared/quantities/measures.ts';

const labels: Record<Measures, string> = {
  'as-written': 'As written',
  metric: 'Metric',
  us: 'US',
};

/** How quantities are written: 'As written', 'Metric' or 'US', as radio buttons in a group. */
export function MeasuresChoice({
  measures,
  onChange,
}: {
  measures: Measures;
  onChange: (measures: Measures) => void;
}) {
  return (
    <fieldset className="measures-choice">
      <legend>Measures</legend>
      {measureChoices.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name="measures"
            value={choice}
            checked={measures === choice}
            onChange={() => onChange(choice)}
          />
          {labels[choice]}
        </label>
      ))}
    </fieldset>
  );
}
