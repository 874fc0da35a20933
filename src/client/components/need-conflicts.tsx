import type { NeedConflict } from '../../shared/recipe-checks.ts';

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

/** The recipe's lines that break the visitor's dietary needs: the model did not listen. */
export function NeedConflicts({ conflicts }: { conflicts: readonly NeedConflict[] }) {
  return (
    <section className="recipe-check need-conflicts" aria-labelledby="need-conflicts-heading">
      <h3 id="need-conflicts-heading">Check before you cook</h3>
      <p>This recipe does not meet every dietary need you chose:</p>
      <ul>
        {describeEach(conflicts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
