import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import type { RecipeState } from '../hooks/use-recipe-stream.ts';
import { useLoaded } from '../hooks/use-loaded.ts';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { isMeasures, type Measures } from '../../shared/quantities/measures.ts';
import { asWritten, type QuantityView } from '../../shared/quantities/quantity-view.ts';
import { useFollowStream } from '../hooks/use-follow-stream.ts';
import { scrollIntoViewGently } from '../scroll-into-view-gently.ts';
import { ActionsToCome } from './actions-to-come.tsx';
import { AllergenNote } from './allergen-note.tsx';
import { CookModeButton } from './cook-mode-button.tsx';
import { CopyButton } from './copy-button.tsx';
import { FoodSafetyNote } from './food-safety-note.tsx';
import { NeedConflicts } from './need-conflicts.tsx';
import { NutritionSection } from './nutrition-section.tsx';
import { RecipeFit } from './recipe-fit.tsx';
import { ShareButton } from './share-button.tsx';
import { ShoppingList } from './shopping-list.tsx';
import { isServingsChoice, measuresChoiceKey, servingsChoiceKey } from '../recipe-choice.ts';
import { keptRecipeOf } from '../recipe-on-screen.ts';
import { recipeTitle } from '../../shared/kept-recipe.ts';

/** Loaded after the first paint, not on the first click, so the first recipe is not delayed. */
export const loadRecipeMarkdown = () => import('./recipe-markdown.tsx');
const RecipeMarkdown = lazy(loadRecipeMarkdown);
/** What writes quantities as shown, for copying and the shopping list: not part of first load. */
const loadRecipeAsShown = () => import('../recipe-as-shown.ts');

/** 'Save recipe' and 'Download recipe', with what keeps recipes: loaded after first paint. */
export const loadRecipeKeeping = () => import('./recipe-keeping.tsx');
const RecipeKeeping = lazy(() =>
  loadRecipeKeeping().then((module) => ({ default: module.RecipeKeeping })),
);

export function RecipeSection({
  recipe,
  onReset,
  onStop,
  onAnother,
  replacing,
  anotherButtonRef,
}: {
  recipe: RecipeState;
  /** The next recipe is asked for: this one stays, in place, until its first words. */
  replacing: boolean;
  /** Lets the page send focus back to 'Get another recipe'. */
  anotherButtonRef: RefObject<HTMLButtonElement>;
  onReset: () => void;
  onStop: () => void;
  onAnother: () => void;
}) {
  const sectionRef = useRef<HTMLElement>(null);
  const stopped = useRef(false);
  const recipeTextRef = useRef<HTMLDivElement>(null);
  const writing = recipe.status === 'streaming';
  const { checks } = recipe;
  const claimed = checks?.nutrition?.claimedKcal;
  const workedOut = checks?.nutrition?.figures?.kcal;
  const calorieClaim = claimed && workedOut ? { claimed, workedOut } : undefined;
  const [cookingFor, setCookingFor] = useStoredState<number | null>(
    servingsChoiceKey,
    null,
    isServingsChoice,
  );
  const [measures, setMeasures] = useStoredState<Measures>(
    measuresChoiceKey,
    'as-written',
    isMeasures,
  );
  const asShown = useLoaded(loadRecipeAsShown);
  // Quantities are scaled and converted once the recipe is finished, its servings are known and
  // the code that writes them has arrived (it is there long before: it loads as the text starts).
  const finished =
    asShown && recipe.status === 'done' && !recipe.cutOff && checks?.ingredientListFound;
  const servings = finished ? checks.servings : undefined;
  const serves = servings && (cookingFor ?? servings.count);
  const view: QuantityView | undefined = finished
    ? servings && serves
      ? { factor: serves / servings.count, measures }
      : asWritten
    : undefined;
  const lines = checks?.lines ?? [];
  // Finished and whole: it can be saved and downloaded, as it is shown.
  const keptRecipe = keptRecipeOf(recipe, { servings: cookingFor, measures });
  // What 'Copy recipe' and 'Share recipe' hand over: the recipe as shown.
  const recipeText =
    asShown && view ? asShown.recipeAsShown(recipe.markdown, lines, view, serves) : recipe.markdown;

  // Once, when the section first appears; focus stays where the visitor left it.
  useEffect(() => {
    if (sectionRef.current) scrollIntoViewGently(sectionRef.current, 'start');
  }, []);

  useFollowStream(recipeTextRef, writing, recipe.markdown);

  // Stop goes as it is pressed: 'Get another recipe' takes its place, and the focus.
  useEffect(() => {
    if (writing || !stopped.current) return;
    stopped.current = false;
    anotherButtonRef.current?.focus();
  }, [writing, anotherButtonRef]);

  return (
    <section
      ref={sectionRef}
      className="suggested-recipe"
      aria-labelledby="recipe-heading"
      aria-busy={writing || replacing}
    >
      <div className="recipe-toolbar">
        <h2 id="recipe-heading" tabIndex={-1}>
          Chef Claude Recommends:
        </h2>
        <div className="recipe-actions">
          {writing ? (
            <>
              {/* As wide as 'Get another recipe', which takes its place. */}
              <span className="action-slot">
                <button
                  type="button"
                  onClick={() => {
                    stopped.current = true;
                    onStop();
                  }}
                >
                  Stop
                </button>
                <span className="action-sizer" aria-hidden="true">
                  Get another recipe
                </span>
              </span>
              <ActionsToCome
                labels={[
                  'Copy recipe',
                  'Share recipe',
                  'Save recipe',
                  'Download recipe',
                  'Cook mode',
                ]}
              />
            </>
          ) : (
            <>
              <button
                type="button"
                ref={anotherButtonRef}
                aria-busy={replacing || undefined}
                onClick={onAnother}
              >
                Get another recipe
              </button>
              <CopyButton text={recipeText} label="Copy recipe" copiedMessage="Recipe copied" />
              <ShareButton
                title={recipeTitle(recipe.markdown)}
                text={recipeText}
                label="Share recipe"
                sharedMessage="Recipe shared"
                copiedMessage="Sharing is not available here: recipe copied instead"
              />
              {keptRecipe && (
                <Suspense fallback={<ActionsToCome labels={['Save recipe', 'Download recipe']} />}>
                  <RecipeKeeping recipe={keptRecipe} />
                </Suspense>
              )}
              {recipe.status === 'done' && !recipe.cutOff && (
                <CookModeButton
                  markdown={recipe.markdown}
                  lines={lines}
                  foodSafety={checks?.foodSafety ?? []}
                  view={view ?? asWritten}
                  serves={serves || undefined}
                />
              )}
            </>
          )}
          {/* Quieter and apart: it clears the list, though 'Undo' can bring it back. */}
          <button type="button" className="secondary-button reset-button" onClick={onReset}>
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
      <div className="recipe-text" ref={recipeTextRef}>
        <Suspense fallback={<p className="recipe-plain">{recipe.markdown}</p>}>
          <RecipeMarkdown
            markdown={recipe.markdown}
            lines={checks?.lines}
            {...(view ? { view } : {})}
            {...(serves ? { serves } : {})}
          />
        </Suspense>
      </div>
      {servings && serves && (
        <RecipeFit
          servings={servings}
          count={serves}
          measures={measures}
          onCountChange={setCookingFor}
          onMeasuresChange={setMeasures}
        />
      )}
      {recipe.cutOff && <p className="recipe-note">The recipe was cut off before the end.</p>}
      {checks && !checks.ingredientListFound && (
        <p className="recipe-note">
          We found no ingredient list in this answer, so we could not check what to buy, the
          allergens or food safety.
        </p>
      )}
      {checks?.ingredientListFound && (
        <>
          {(checks.conflicts.length > 0 || calorieClaim) && (
            <NeedConflicts conflicts={checks.conflicts} calorieClaim={calorieClaim} />
          )}
          <AllergenNote allergens={checks.allergens} />
          {checks.foodSafety.length > 0 && <FoodSafetyNote notes={checks.foodSafety} />}
          <ShoppingList
            lines={checks.lines}
            lineText={(line) => asShown?.lineAsShown(line, view ?? asWritten) ?? line.text}
          />
          {checks.nutrition && <NutritionSection nutrition={checks.nutrition} />}
        </>
      )}
    </section>
  );
}
