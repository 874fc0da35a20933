import { useEffect, useId, useRef, useState } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { recipeParts } from '../../shared/recipe-parts.ts';
import { useKeptRecipes } from '../hooks/use-kept-recipes.ts';
import { deleteRecipe, restoreRecipe, setFavorite, storageProblem } from '../recipe-store.ts';
import { RecipeHistory } from './recipe-history.tsx';
import { RecipesTransfer } from './recipes-transfer.tsx';
import { SavedRecipeItem } from './saved-recipe-item.tsx';

/** A saved recipe's title and ingredients hold every word searched for. */
function matchesSearch(recipe: KeptRecipe, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const lines = recipe.checks?.lines.map((line) => line.text) ?? [];
  const text = [
    recipe.title,
    ...recipe.ingredients,
    ...(lines.length > 0 ? lines : recipeParts(recipe.markdown).ingredients),
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** 'My recipes': the saved ones (favourites first, newest first), search, export and history. */
export function MyRecipes({ onOpen }: { onOpen: (recipe: KeptRecipe) => void }) {
  const { saved, history, problem } = useKeptRecipes();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>();
  const [deleted, setDeleted] = useState<KeptRecipe>();
  const [focusKey, setFocusKey] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const searchId = useId();
  const shown = saved.filter((recipe) => matchesSearch(recipe, search));

  // A control that moved or came back with the list keeps the visitor's focus.
  useEffect(() => {
    if (!focusKey) return;
    const target = [
      ...(list.current?.querySelectorAll<HTMLElement>('[data-focus-key]') ?? []),
    ].find((element) => element.dataset.focusKey === focusKey);
    if (!target) return;
    target.focus();
    setFocusKey(undefined);
  }, [focusKey, saved]);

  useEffect(() => {
    if (deleted) undoButton.current?.focus();
  }, [deleted]);

  async function act(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      setDeleted(undefined);
      setStatus(storageProblem(error).message);
    }
  }

  const toggleFavorite = (recipe: KeptRecipe) =>
    act(async () => {
      await setFavorite(recipe.id, !recipe.favorite);
      setFocusKey(`star:${recipe.id}`);
      setStatus(
        recipe.favorite
          ? `${recipe.title} removed from favorites`
          : `${recipe.title} added to favorites`,
      );
    });

  const remove = (recipe: KeptRecipe) =>
    act(async () => {
      const removed = await deleteRecipe(recipe.id);
      setStatus('Recipe deleted');
      setDeleted(removed);
    });

  const undo = (recipe: KeptRecipe) =>
    act(async () => {
      await restoreRecipe(recipe);
      setDeleted(undefined);
      setStatus('Recipe restored');
      setFocusKey(`open:${recipe.id}`);
    });

  return (
    <section className="my-recipes" aria-labelledby="my-recipes-heading">
      <h2 id="my-recipes-heading">My recipes</h2>
      {problem && <p className="recipe-note storage-problem">{problem}</p>}
      <div ref={list}>
        {saved.length > 0 && (
          <div className="kept-search">
            <label htmlFor={searchId}>Search my recipes</label>
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder="Title or ingredient"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}
        {saved.length === 0 ? (
          <p className="kept-empty">
            No saved recipes yet: ‘Save recipe’ under a recipe keeps it here, in this browser.
          </p>
        ) : shown.length === 0 ? (
          <p className="kept-empty">No saved recipe matches “{search.trim()}”.</p>
        ) : (
          <ul className="kept-recipes" aria-label="Saved recipes">
            {shown.map((recipe) => (
              <SavedRecipeItem
                key={recipe.id}
                recipe={recipe}
                onFavorite={() => void toggleFavorite(recipe)}
                onOpen={() => onOpen(recipe)}
                onDelete={() => void remove(recipe)}
              />
            ))}
          </ul>
        )}
        <div className="kept-status-row">
          <p aria-live="polite" className="kept-status">
            {status}
          </p>
          {deleted && (
            <button type="button" ref={undoButton} onClick={() => void undo(deleted)}>
              Undo
            </button>
          )}
        </div>
      </div>
      <RecipesTransfer saved={saved} />
      <RecipeHistory history={history} onOpen={onOpen} />
    </section>
  );
}
