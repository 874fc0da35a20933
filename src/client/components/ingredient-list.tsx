import { useRef, type ReactNode, type RefObject } from 'react';
import { ingredientParts } from '../ingredient-parts.ts';

export function IngredientList({
  ingredients,
  onRemove,
  didYouMean = new Map(),
  onCorrect = () => {},
  onSplit,
  onClear,
  clearButtonRef,
  splitButtonsRef,
  children,
}: {
  ingredients: readonly string[];
  onRemove: (index: number) => void;
  /** What a misspelt item most likely is: 'chiken' → 'chicken'. */
  didYouMean?: ReadonlyMap<string, string>;
  /** Puts an item right: the button that offered it goes, so focus goes to the item's own. */
  onCorrect?: (index: number, corrected: string) => void;
  /**
   * Replaces an item typed as a list ('chicken, rice, eggs') by its parts; says whether it did,
   * so that focus goes to the first part's own button only then.
   */
  onSplit?: (index: number) => boolean;
  /** Empties the list at once; 'Clear list' is offered only when given. */
  onClear?: () => void;
  /** Lets the page send focus back to 'Clear list' when the list comes back. */
  clearButtonRef?: RefObject<HTMLButtonElement>;
  /** Lets the page send focus back to an item's 'Add as N ingredients' when it comes back. */
  splitButtonsRef?: RefObject<(HTMLButtonElement | null)[]>;
  children?: ReactNode;
}) {
  const removeButtons = useRef<(HTMLButtonElement | null)[]>([]);

  // Positions are the keys, so the next item's button takes the pressed one's place and keeps
  // focus; the last item's button goes with it, so focus moves to the one before.
  function remove(index: number) {
    if (index === ingredients.length - 1) removeButtons.current[index - 1]?.focus();
    onRemove(index);
  }

  /** How many ingredients an item typed as a list would make: 'Add as N ingredients'. */
  const partsOffered = (ingredient: string) => (onSplit ? ingredientParts(ingredient).length : 0);

  return (
    <section className="ingredients" aria-labelledby="ingredients-heading">
      <div className="ingredients-heading-row">
        <h2 id="ingredients-heading">Ingredients on hand:</h2>
        {onClear && (
          <button type="button" className="secondary-button" ref={clearButtonRef} onClick={onClear}>
            Clear list
          </button>
        )}
      </div>
      <ul className="ingredient-list" aria-live="polite">
        {ingredients.map((ingredient, index) => (
          // Duplicates are allowed, so the position is the identity.
          <li key={index}>
            <span className="ingredient-name">{ingredient}</span>
            {didYouMean.has(ingredient) && (
              <button
                type="button"
                className="did-you-mean"
                onClick={() => {
                  removeButtons.current[index]?.focus();
                  onCorrect(index, didYouMean.get(ingredient) ?? ingredient);
                }}
              >
                Did you mean {didYouMean.get(ingredient)}?
              </button>
            )}
            {partsOffered(ingredient) > 1 && (
              <button
                type="button"
                className="did-you-mean"
                ref={(button) => {
                  if (splitButtonsRef?.current) splitButtonsRef.current[index] = button;
                }}
                onClick={() => {
                  if (onSplit?.(index)) removeButtons.current[index]?.focus();
                }}
              >
                Add as {partsOffered(ingredient)} ingredients
              </button>
            )}
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
