import type { PantryDish } from '../../shared/pantry-dishes.ts';

const mostShown = 8;

/** 'uses 5 of yours · 1 to buy' */
function describeFit({ usesOfYours, toBuy }: PantryDish): string {
  const buying = toBuy === 0 ? 'nothing to buy' : `${toBuy} to buy`;
  return `uses ${usesOfYours} of yours · ${buying}`;
}

/**
 * Every other dish the built-in cookbook could make from the pantry, best first: choosing one
 * asks the cookbook for it, with the same checks. Said to come from the cookbook when an AI
 * chef wrote the recipe shown.
 */
export function MoreDishes({
  dishes,
  shownTitle,
  fromModel,
  onChoose,
}: {
  dishes: readonly PantryDish[];
  /** The recipe on screen, left out of the list. */
  shownTitle: string | undefined;
  fromModel: boolean;
  onChoose: (dish: PantryDish) => void;
}) {
  const others = dishes.filter((dish) => dish.title !== shownTitle).slice(0, mostShown);
  if (others.length === 0) return null;
  return (
    <section className="recipe-check more-dishes" aria-labelledby="more-dishes-heading">
      <h3 id="more-dishes-heading">More dishes from your pantry</h3>
      {fromModel && <p className="recipe-note">From our built-in cookbook.</p>}
      <ul>
        {others.map((dish) => (
          <li key={dish.title}>
            <button type="button" onClick={() => onChoose(dish)}>
              {dish.title}
            </button>{' '}
            <span className="check-caveat">{describeFit(dish)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
