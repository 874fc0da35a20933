import { lazy, Suspense, useEffect, useRef } from 'react';
import type { RecipeState } from '../hooks/use-recipe-stream.ts';
import { AllergenNote } from './allergen-note.tsx';
import { CopyButton } from './copy-button.tsx';
import { FoodSafetyNote } from './food-safety-note.tsx';
import { NeedConflicts } from './need-conflicts.tsx';
import { ShoppingList } from './shopping-list.tsx';

/** Loaded after the first paint, not on the first click, so the first recipe is not delayed. */
export const loadRecipeMarkdown = () => import('./recipe-markdown.tsx');
const RecipeMarkdown = lazy(loadRecipeMarkdown);

export function RecipeSection({
  recipe,
  onReset,
  onStop,
  onAnother,
}: {
  recipe: RecipeState;
  onReset: () => void;
  onStop: () => void;
  onAnother: () => void;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const writing = recipe.status === 'streaming';
  const { checks } = recipe;

  // Once, when the section first appears; focus stays where the visitor left it.
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
  }, []);

  return (
    <section
      ref={sectionRef}
      className="suggested-recipe"
      aria-labelledby="recipe-heading"
      aria-busy={writing}
    >
      <div className="recipe-toolbar">
        <h2 id="recipe-heading">Chef Claude Recommends:</h2>
        <div className="recipe-actions">
          {writing ? (
            <button type="button" onClick={onStop}>
              Stop
            </button>
          ) : (
            <>
              <button type="button" onClick={onAnother}>
                Get another recipe
              </button>
              <CopyButton
                text={recipe.markdown}
                label="Copy recipe"
                copiedMessage="Recipe copied"
              />
            </>
          )}
          <button type="button" onClick={onReset}>
            Reset
          </button>
        </div>
      </div>
      {recipe.source === 'cookbook' && (
        <p className="recipe-note">
          {recipe.fallback
            ? 'The AI chef was unavailable, so this recipe comes from our built-in cookbook.'
            : 'This recipe comes from our built-in cookbook, not from an AI model.'}
        </p>
      )}
      <div className="recipe-text">
        <Suspense fallback={<p className="recipe-plain">{recipe.markdown}</p>}>
          <RecipeMarkdown markdown={recipe.markdown} lines={checks?.lines} />
        </Suspense>
      </div>
      {recipe.cutOff && <p className="recipe-note">The recipe was cut off before the end.</p>}
      {checks && !checks.ingredientListFound && (
        <p className="recipe-note">
          We found no ingredient list in this answer, so we could not check what to buy, the
          allergens or food safety.
        </p>
      )}
      {checks?.ingredientListFound && (
        <>
          {checks.conflicts.length > 0 && <NeedConflicts conflicts={checks.conflicts} />}
          <AllergenNote allergens={checks.allergens} />
          {checks.foodSafety.length > 0 && <FoodSafetyNote notes={checks.foodSafety} />}
          <ShoppingList lines={checks.lines} />
        </>
      )}
    </section>
  );
}
