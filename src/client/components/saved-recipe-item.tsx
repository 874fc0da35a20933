import { useId } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { StarIcon } from './star-icon.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One saved recipe: its star, its title and date, 'Open' and 'Delete'. */
export function SavedRecipeItem({
  recipe,
  onFavorite,
  onOpen,
  onDelete,
}: {
  recipe: KeptRecipe;
  onFavorite: () => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const date = recipe.savedAt ?? recipe.date;
  return (
    <li className="kept-recipe">
      <button
        type="button"
        className="favorite-button"
        aria-pressed={recipe.favorite}
        aria-label={
          recipe.favorite
            ? `Remove ${recipe.title} from favorites`
            : `Add ${recipe.title} to favorites`
        }
        data-focus-key={`star:${recipe.id}`}
        onClick={onFavorite}
      >
        <StarIcon filled={recipe.favorite} />
      </button>
      <div className="kept-recipe-text">
        <h3 id={titleId} className="kept-recipe-title">
          {recipe.title}
        </h3>
        <time dateTime={date}>{dateFormat.format(new Date(date))}</time>
      </div>
      <div className="kept-recipe-actions">
        <button
          type="button"
          aria-describedby={titleId}
          data-focus-key={`open:${recipe.id}`}
          onClick={onOpen}
        >
          Open
        </button>
        <button type="button" aria-describedby={titleId} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
