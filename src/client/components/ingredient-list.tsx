import type { ReactNode } from 'react';

export function IngredientList({
  ingredients,
  onRemove,
  children,
}: {
  ingredients: readonly string[];
  onRemove: (index: number) => void;
  children?: ReactNode;
}) {
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
              onClick={() => onRemove(index)}
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
