import { useRef, type ReactNode } from 'react';

export function IngredientList({
  ingredients,
  onRemove,
  children,
}: {
  ingredients: readonly string[];
  onRemove: (index: number) => void;
  children?: ReactNode;
}) {
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);

  // Positions are the keys, so the next item's button takes the pressed one's place and keeps
  // focus; the last item's button goes with it, so focus moves to the one before.
  function remove(index: number) {
    if (index === ingredients.length - 1) removeButtons.current[index - 1]?.focus();
    onRemove(index);
  }

  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients on hand:</h2>
      <ul className="ingredient-list" aria-live="polite">
        {ingredients.map((ingredient, index) => (
          // Duplicates are allowed, so the position is the identity.
          <li key={index}>
            <span className="ingredient-name">{ingredient}</span>
            <button
              type="button"
              className="remove-button"
              aria-label={`Remove ${ingredient}`}
              ref={(button) => {
                removeButtons.current[index] = button;
              }}
              onClick={() => remove(index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
