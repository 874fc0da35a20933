import type { CheckedLine } from '../../shared/recipe-checks.ts';
import { CopyButton } from './copy-button.tsx';
import { ShareButton } from './share-button.tsx';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** What to buy for the recipe: every line the visitor lacks, but staples and optional ones. */
export function ShoppingList({
  lines,
  lineText = (line) => line.text,
}: {
  lines: readonly CheckedLine[];
  /** Each line as the recipe shows it: scaled and converted as the visitor chose. */
  lineText?: (line: CheckedLine) => string;
}) {
  const toBuy = lines.filter((line) => line.status === 'to-buy' && !line.optional);
  const unchecked = lines.filter((line) => line.status === 'unknown');
  const listText = toBuy.map((line) => `- ${lineText(line)}`).join('\n');
  return (
    <section className="recipe-check shopping-list" aria-labelledby="shopping-list-heading">
      <h3 id="shopping-list-heading">Shopping list</h3>
      {toBuy.length > 0 ? (
        <>
          <ul>
            {toBuy.map((line) => (
              <li key={line.offset}>{lineText(line)}</li>
            ))}
          </ul>
          <CopyButton
            text={listText}
            label="Copy shopping list"
            copiedMessage="Shopping list copied"
          />
          <ShareButton
            title="Shopping list"
            text={listText}
            label="Share shopping list"
            sharedMessage="Shopping list shared"
            copiedMessage="Sharing is not available here: shopping list copied instead"
          />
        </>
      ) : (
        <p>
          {unchecked.length === 0
            ? 'You have everything you need.'
            : 'Nothing to buy among the ingredients we recognised.'}
        </p>
      )}
      {unchecked.length > 0 && (
        <p className="check-caveat">
          We could not check {inWords.format(unchecked.map(lineText))}.
        </p>
      )}
    </section>
  );
}
