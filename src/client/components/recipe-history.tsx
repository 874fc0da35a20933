import { useId, useRef, useState } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { HistoryItem } from './history-item.tsx';
import { clearHistory, historyLength, storageProblem } from '../recipe-store.ts';

/** The last recipes written, kept without a click, each openable; 'Clear history'. */
export function RecipeHistory({
  history,
  onOpen,
}: {
  history: KeptRecipe[];
  onOpen: (recipe: KeptRecipe) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<string>();

  async function clear() {
    try {
      await clearHistory();
      setStatus('History cleared');
    } catch (error) {
      setStatus(storageProblem(error).message);
    }
    // The button goes with the list: the heading is where the visitor is.
    heading.current?.focus();
  }

  return (
    <section className="recipe-history" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        History
      </h3>
      {history.length === 0 ? (
        <p className="kept-empty">
          The last {historyLength} recipes you get are kept here, without a click.
        </p>
      ) : (
        <>
          <ul className="kept-recipes">
            {history.map((recipe) => (
              <HistoryItem key={recipe.id} recipe={recipe} onOpen={() => onOpen(recipe)} />
            ))}
          </ul>
          <button type="button" onClick={() => void clear()}>
            Clear history
          </button>
        </>
      )}
      <p aria-live="polite" className="kept-status">
        {status}
      </p>
    </section>
  );
}
