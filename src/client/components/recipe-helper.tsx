import { useEffect, useRef } from 'react';
import { isDietaryNeed, type DietaryNeed } from '../../shared/dietary-needs.ts';
import { ingredientTextProblem } from '../../shared/ingredient-text.ts';
import { useRecipeLimits } from '../hooks/use-recipe-limits.ts';
import { useRecipeStream } from '../hooks/use-recipe-stream.ts';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { recipeRequestProblem } from '../recipe-request-problem.ts';
import { DietaryNeedsToggles } from './dietary-needs-toggles.tsx';
import { IngredientForm } from './ingredient-form.tsx';
import { IngredientList } from './ingredient-list.tsx';
import { useDidYouMean } from '../hooks/use-did-you-mean.ts';
import { usePantryDishes } from '../hooks/use-pantry-dishes.ts';
import { MoreDishes } from './more-dishes.tsx';
import { RecipeAlert } from './recipe-alert.tsx';
import { RecipePrompt } from './recipe-prompt.tsx';
import { loadRecipeMarkdown, RecipeSection } from './recipe-section.tsx';

const isIngredientList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && ingredientTextProblem(item) === undefined);

const isNeedList = (value: unknown): value is DietaryNeed[] =>
  Array.isArray(value) && value.every(isDietaryNeed);

/** Area 1: the pantry, the recipe prompt and the recipe. */
export function RecipeHelper() {
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
  const recipe = useRecipeStream();
  const dishes = usePantryDishes(ingredients, needs, recipe.status === 'done');
  const didYouMean = useDidYouMean(ingredients);
  const limits = useRecipeLimits();
  const ingredientInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void loadRecipeMarkdown();
  }, []);

  const waiting = recipe.status === 'waiting' || recipe.status === 'thinking';

  function reset() {
    recipe.reset();
    setIngredients([]);
    setNeeds([]);
  }

  const refused = (recipe.error?.ingredients ?? []).filter((item) => ingredients.includes(item));

  function removeRefused(item: string) {
    setIngredients((list) => list.filter((ingredient) => ingredient !== item));
    if (refused.every((other) => other === item)) {
      // The alert closes with its last button; the visitor's next step is to add an ingredient.
      recipe.reset();
      ingredientInput.current?.focus();
    }
  }

  return (
    <section className="recipe-helper" aria-labelledby="helper-heading">
      <h2 id="helper-heading">Add at least four ingredients</h2>
      <IngredientForm
        inputRef={ingredientInput}
        onAdd={(ingredient) => setIngredients((list) => [...list, ingredient])}
      />
      <DietaryNeedsToggles needs={needs} onChange={setNeeds} />
      {ingredients.length > 0 && (
        <IngredientList
          ingredients={ingredients}
          didYouMean={didYouMean}
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
              problem={recipeRequestProblem(ingredients, limits)}
              onGetRecipe={() =>
                void recipe.request(
                  needs.length > 0 ? { ingredients, dietaryNeeds: needs } : { ingredients },
                )
              }
            />
          )}
        </IngredientList>
      )}
      <div className="recipe-region" aria-busy={waiting}>
        {waiting && (
          // One status whose words change, so that screen readers announce the change.
          <p role="status" className="chef-working">
            {recipe.status === 'thinking'
              ? 'Chef Claude is thinking…'
              : 'Chef Claude is writing your recipe…'}
          </p>
        )}
        {recipe.error && (
          <RecipeAlert
            error={recipe.error}
            refused={refused}
            onRetry={() => void recipe.retry()}
            onUseCookbook={
              recipe.error.cookbookAvailable && recipe.markdown === ''
                ? () => void recipe.askCookbook()
                : undefined
            }
            onRemove={removeRefused}
          />
        )}
        {recipe.markdown !== '' && (
          <RecipeSection
            recipe={recipe}
            onReset={reset}
            onStop={recipe.stop}
            onAnother={() => void recipe.requestAnother(ingredients, needs)}
          />
        )}
        {recipe.status === 'done' && (
          <MoreDishes
            dishes={dishes}
            shownTitle={/^## (.+)$/m.exec(recipe.markdown)?.[1]?.trim()}
            fromModel={recipe.source === 'model'}
            onChoose={({ attempt }) =>
              void recipe.request({
                ingredients,
                ...(needs.length > 0 ? { dietaryNeeds: needs } : {}),
                attempt,
                chef: 'cookbook',
              })
            }
          />
        )}
      </div>
    </section>
  );
}
