import {
  dietaryNeedLabel,
  dietaryNeeds,
  inNeedOrder,
  type DietaryNeed,
} from '../../shared/dietary-needs.ts';

/** What every recipe must suit: the model is asked for it, the cookbook chooses by it. */
export function DietaryNeedsToggles({
  needs,
  onChange,
}: {
  needs: readonly DietaryNeed[];
  onChange: (needs: DietaryNeed[]) => void;
}) {
  return (
    <fieldset className="dietary-needs">
      <legend>Dietary needs</legend>
      {dietaryNeeds.map((need) => (
        <label key={need} className="dietary-need">
          <input
            type="checkbox"
            checked={needs.includes(need)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? inNeedOrder([...needs, need])
                  : needs.filter((each) => each !== need),
              )
            }
          />
          {dietaryNeedLabel(need)}
        </label>
      ))}
    </fieldset>
  );
}
