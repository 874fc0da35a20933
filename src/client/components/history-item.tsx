import { useId } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One recipe written: its title, when, and 'Open'. */
export function HistoryItem({ recipe, onOpen }: { recipe: KeptRecipe; onOpen: () => void }) {
  const titleId = useId();
  return (
    <li className="kept-recipe">
      <div className="kept-recipe-text">
        <h4 id={titleId} className="kept-recipe-title">
          {recipe.title}
        </h4>
        <time dateTime={recipe.date}>{timeFormat.format(new Date(recipe.date))}</time>
      </div>
      <div className="kept-recipe-actions">
        <button type="button" aria-describedby={titleId} onClick={onOpen}>
          Open
        </button>
      </div>
    </li>
  );
}
