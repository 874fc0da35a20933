import type { AllergenFinding } from '../../shared/recipe-checks.ts';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** 'milk (feta, butter)'; just 'eggs' when spotted in the eggs themselves. */
function describe(finding: AllergenFinding): string {
  const elsewhere = finding.ingredients.filter((ingredient) => ingredient !== finding.name);
  return elsewhere.length === 0 ? finding.name : `${finding.name} (${elsewhere.join(', ')})`;
}

/** The major allergens spotted in the ingredient list, said as what we spotted, never as a promise. */
export function AllergenNote({ allergens }: { allergens: readonly AllergenFinding[] }) {
  return (
    <div className="recipe-check allergen-note">
      {allergens.length > 0 && <p>Contains: {inWords.format(allergens.map(describe))}.</p>}
      <p className="check-caveat">
        {allergens.length > 0
          ? 'That is what we spotted in the ingredient list; we can miss some, so check the labels.'
          : 'We spotted none of the 14 major allergens in the ingredient list, but we can miss some, so check the labels.'}
      </p>
    </div>
  );
}
