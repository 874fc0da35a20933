import type { NeedConflict, NutrientFigure } from '../../shared/recipe-checks.ts';

const eitherOf = new Intl.ListFormat('en-GB', { type: 'disjunction' });

/** 'feta: contains milk (not vegan or dairy-free)', one line per ingredient and reason. */
function describeEach(conflicts: readonly NeedConflict[]): string[] {
  const needsByClash = new Map<string, string[]>();
  for (const { ingredient, reason, need } of conflicts) {
    const clash = `${ingredient}: ${reason}`;
    needsByClash.set(clash, [...(needsByClash.get(clash) ?? []), need]);
  }
  return [...needsByClash].map(([clash, needs]) => `${clash} (not ${eitherOf.format(needs)})`);
}

/** A calorie count the recipe claims, beside the range its ingredients give. */
export interface CalorieClaim {
  claimed: number;
  workedOut: NutrientFigure;
}

/**
 * What the visitor should check before cooking: the recipe's lines that break their dietary needs
 * (the model did not listen), and a calorie count it claims that its ingredients do not bear out.
 */
export function NeedConflicts({
  conflicts,
  calorieClaim,
}: {
  conflicts: readonly NeedConflict[];
  calorieClaim?: CalorieClaim;
}) {
  return (
    <section className="recipe-check need-conflicts" aria-labelledby="need-conflicts-heading">
      <h3 id="need-conflicts-heading">Check before you cook</h3>
      {conflicts.length > 0 && (
        <>
          <p>This recipe does not meet every dietary need you chose:</p>
          <ul>
            {describeEach(conflicts).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {calorieClaim && (
        <p>
          The recipe says a serving holds about {calorieClaim.claimed} kcal; its ingredients give{' '}
          {calorieClaim.workedOut.low === calorieClaim.workedOut.high
            ? `${calorieClaim.workedOut.value} kcal`
            : `${calorieClaim.workedOut.low}–${calorieClaim.workedOut.high} kcal`}
          .
        </p>
      )}
    </section>
  );
}
