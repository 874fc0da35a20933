import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isDietaryNeed, type DietaryNeed } from '../../shared/dietary-needs.ts';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { ingredientTextProblem } from '../../shared/ingredient-text.ts';
import { focusRecipeHeading, useRecipeFocus } from '../hooks/use-recipe-focus.ts';
import { useRecipeLimits } from '../hooks/use-recipe-limits.ts';
import { useRecipeOnScreen } from '../hooks/use-recipe-on-screen.ts';
import { useRecipeStream, type RecipeState } from '../hooks/use-recipe-stream.ts';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { useUndoOffer } from '../hooks/use-undo-offer.ts';
import { afterFirstPaint } from '../after-first-paint.ts';
import { splitIngredient } from '../ingredient-parts.ts';
import { chooseAsKept } from '../recipe-choice.ts';
import { readRecipeOnScreen } from '../recipe-on-screen.ts';
import { recipeRequestProblem } from '../recipe-request-problem.ts';
import { recipeStatusText } from '../recipe-status.ts';
import { DietaryNeedsToggles } from './dietary-needs-toggles.tsx';
import { IngredientForm } from './ingredient-form.tsx';
import { IngredientList } from './ingredient-list.tsx';
import { useDidYouMean } from '../hooks/use-did-you-mean.ts';
import { usePantryDishes } from '../hooks/use-pantry-dishes.ts';
import { MoreDishes } from './more-dishes.tsx';
import { ChefChoice } from './chef-choice.tsx';
import { RecipeAlert } from './recipe-alert.tsx';
import { RecipePrompt } from './recipe-prompt.tsx';
import { loadRecipeKeeping, loadRecipeMarkdown, RecipeSection } from './recipe-section.tsx';
import { RecipeStatus } from './recipe-status.tsx';

/** The recipes kept in the browser: loaded after first paint. */
const MyRecipes = lazy(() =>
  afterFirstPaint()
    .then(() => import('./my-recipes.tsx'))
    .then((module) => ({ default: module.MyRecipes })),
);

const isIngredientList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && ingredientTextProblem(item) === undefined);

const isNeedList = (value: unknown): value is DietaryNeed[] =>
  Array.isArray(value) && value.every(isDietaryNeed);

/** What 'Undo' puts back: the list, and the recipe when Reset took it too. */
interface Cleared {
  ingredients: string[];
  recipe?: RecipeState;
  /** The item 'Add as N ingredients' split, by its place in the list. */
  split?: { index: number; item: string };
}

/** Area 1: the pantry, the recipe prompt and the recipe. */
export function RecipeHelper({
  keptRecipesIn,
}: {
  /**
   * Where My recipes is shown: below everything else on a phone, so that its arrival after first
   * paint (and its list, read from IndexedDB) pushes nothing the visitor is looking at.
   */
  keptRecipesIn: HTMLElement | null;
}) {
  const [ingredients, setIngredients] = useStoredState<string[]>(
    'chef-claude.ingredients.v1',
    [],
    isIngredientList,
  );
  const [needs, setNeeds] = useStoredState<DietaryNeed[]>(
    'chef-claude.dietary-needs.v1',
    [],
    isNeedList,
  );
  // The recipe on screen before a reload is shown again, as the pantry is.
  const [recipeBefore] = useState(readRecipeOnScreen);
  const recipe = useRecipeStream(recipeBefore);
  useRecipeOnScreen(recipe);
  /** Each opening shows the recipe section afresh, with the servings and measures kept. */
  const [openings, setOpenings] = useState(0);
  /** The recipe shown: the one being written, else the last one, kept until the next speaks. */
  const onScreen = recipe.markdown !== '' ? recipe : recipe.previous;
  const dishes = usePantryDishes(ingredients, needs, onScreen?.status === 'done');
  const didYouMean = useDidYouMean(ingredients);
  const limits = useRecipeLimits();
  const ingredientInput = useRef<HTMLInputElement>(null);
  const getRecipeButton = useRef<HTMLButtonElement>(null);
  const anotherButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const splitButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const recipeRegion = useRef<HTMLDivElement>(null);
  const { offered: clearedOffer, offer: offerUndo, dismiss: dismissUndo } = useUndoOffer<Cleared>();
  /** Where focus goes once 'Undo' has brought the list back. */
  const focusAfterUndo = useRef<'clear-list' | { splitAt: number } | undefined>(undefined);
  /** Said in the status instead of the recipe's news: 'List cleared', say. */
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    void afterFirstPaint().then(() => Promise.all([loadRecipeMarkdown(), loadRecipeKeeping()]));
  }, []);

  const waiting = recipe.status === 'waiting' || recipe.status === 'thinking';

  /** Says whether the button that asked goes with the old recipe or alert. */
  const asking = useRecipeFocus(recipe, { cancelButton, getRecipeButton, recipeRegion });

  /** A new request is news of its own: what was cleared stays cleared. */
  function ask(request: () => Promise<void> | undefined, again: boolean) {
    setNotice(undefined);
    dismissUndo();
    asking(again);
    void request();
  }

  const askAgain = (request: () => Promise<void> | undefined) => ask(request, true);

  /** Reset keeps the dietary needs: they are the visitor's, not the list's (see the README). */
  function reset() {
    offerUndo({ ingredients, recipe: recipe.state });
    recipe.reset();
    setIngredients([]);
    setNotice('List cleared');
    ingredientInput.current?.focus();
  }

  function clearList() {
    offerUndo({ ingredients });
    setIngredients([]);
    setNotice('List cleared');
    ingredientInput.current?.focus();
  }

  function undo(what: Cleared) {
    dismissUndo();
    setIngredients(what.ingredients);
    if (what.split) {
      setNotice(`Back to one ingredient: ${what.split.item}`);
      focusAfterUndo.current = { splitAt: what.split.index };
    } else if (what.recipe) {
      setNotice('List restored');
      recipe.restore(what.recipe);
      setOpenings((count) => count + 1);
    } else {
      setNotice('List restored');
      focusAfterUndo.current = 'clear-list';
    }
  }

  // What 'Undo' brought back holds the button that was pressed: the visitor is where they were.
  useEffect(() => {
    const target = focusAfterUndo.current;
    focusAfterUndo.current = undefined;
    if (target === 'clear-list') clearButton.current?.focus();
    else if (target) splitButtons.current[target.splitAt]?.focus();
  }, [ingredients]);

  function cancel() {
    asking(false);
    const recipeBack = recipe.previous !== undefined;
    recipe.stop();
    setNotice('Stopped');
    (recipeBack ? anotherButton : getRecipeButton).current?.focus();
  }

  /** 'Add as N ingredients': the list as it was can come back with 'Undo'. */
  function split(index: number) {
    const result = splitIngredient(ingredients, index, limits.maxIngredients);
    if ('refused' in result) {
      setNotice(result.refused);
      return false;
    }
    offerUndo({ ingredients, split: { index, item: ingredients[index] ?? '' } });
    setIngredients(result.ingredients);
    setNotice(result.said);
    return true;
  }

  const requestProblem = recipeRequestProblem(ingredients, limits);
  const refused = (recipe.error?.ingredients ?? []).filter((item) => ingredients.includes(item));

  function removeRefused(item: string) {
    setIngredients((list) => list.filter((ingredient) => ingredient !== item));
    if (refused.every((other) => other === item)) {
      // The alert closes with its last button; the visitor's next step is to add an ingredient.
      recipe.reset();
      ingredientInput.current?.focus();
    }
  }

  function open(kept: KeptRecipe) {
    setNotice(undefined);
    dismissUndo();
    chooseAsKept(kept.servings, kept.measures);
    recipe.show(kept);
    setOpenings((count) => count + 1);
  }

  // The opened recipe is where the visitor goes next: its heading takes the focus.
  useEffect(() => {
    if (openings > 0) focusRecipeHeading();
  }, [openings]);

  return (
    <section className="recipe-helper" aria-labelledby="helper-heading">
      <h2 id="helper-heading">Add at least four ingredients</h2>
      <IngredientForm
        inputRef={ingredientInput}
        maxIngredientLength={limits.maxIngredientLength}
        listProblem={requestProblem}
        onAdd={(ingredient) => {
          dismissUndo();
          setIngredients((list) => [...list, ingredient]);
        }}
      />
      <DietaryNeedsToggles needs={needs} onChange={setNeeds} />
      {ingredients.length > 0 && (
        <IngredientList
          ingredients={ingredients}
          didYouMean={didYouMean}
          onClear={clearList}
          onSplit={split}
          clearButtonRef={clearButton}
          splitButtonsRef={splitButtons}
          onCorrect={(index, corrected) =>
            setIngredients((list) => list.map((item, at) => (at === index ? corrected : item)))
          }
          onRemove={(index) => {
            // The list goes with its last item: the visitor's next step is to add one.
            if (ingredients.length === 1) ingredientInput.current?.focus();
            setIngredients((list) => list.filter((_, at) => at !== index));
          }}
        >
          {ingredients.length > 3 && (
            <RecipePrompt
              buttonRef={getRecipeButton}
              busy={waiting}
              problem={requestProblem}
              onGetRecipe={() =>
                ask(
                  () =>
                    recipe.request(
                      needs.length > 0 ? { ingredients, dietaryNeeds: needs } : { ingredients },
                    ),
                  false,
                )
              }
            />
          )}
        </IngredientList>
      )}
      <RecipeStatus
        message={notice ?? recipeStatusText(recipe)}
        onCancel={waiting ? cancel : undefined}
        cancelRef={cancelButton}
        onUndo={clearedOffer ? () => clearedOffer && undo(clearedOffer) : undefined}
        inView={!onScreen}
      />
      <div className="recipe-region" aria-busy={waiting} ref={recipeRegion}>
        {recipe.cookbookChosen && (
          <ChefChoice
            onUseAiChef={() => {
              recipe.leaveCookbook();
              setNotice('Your next recipe comes from the AI chef');
              // The pressed button goes: focus goes to what asks for that next recipe.
              const next = (onScreen ? anotherButton : getRecipeButton).current;
              (next ?? ingredientInput.current)?.focus();
            }}
          />
        )}
        {recipe.error && (
          <RecipeAlert
            error={recipe.error}
            refused={refused}
            onRetry={() => askAgain(recipe.retry)}
            onUseCookbook={
              recipe.error.cookbookAvailable && recipe.markdown === ''
                ? () => askAgain(recipe.askCookbook)
                : undefined
            }
            onRemove={removeRefused}
          />
        )}
        {onScreen && (
          <RecipeSection
            key={openings}
            recipe={onScreen}
            replacing={waiting}
            anotherButtonRef={anotherButton}
            onReset={reset}
            onStop={recipe.stop}
            onAnother={() => askAgain(() => recipe.requestAnother(ingredients, needs))}
          />
        )}
        {onScreen?.status === 'done' && (
          <MoreDishes
            dishes={dishes}
            shownTitle={/^## (.+)$/m.exec(onScreen.markdown)?.[1]?.trim()}
            fromModel={onScreen.source === 'model'}
            onChoose={({ attempt }) =>
              askAgain(() =>
                recipe.request({
                  ingredients,
                  ...(needs.length > 0 ? { dietaryNeeds: needs } : {}),
                  attempt,
                  chef: 'cookbook',
                }),
              )
            }
          />
        )}
      </div>
      {keptRecipesIn &&
        createPortal(
          <Suspense fallback={null}>
            <MyRecipes onOpen={open} />
          </Suspense>,
          keptRecipesIn,
        )}
    </section>
  );
}
