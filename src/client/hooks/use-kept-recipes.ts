import { useEffect, useState } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { listHistory, listSaved, storageProblem, subscribeToRecipes } from '../recipe-store.ts';

/**
 * The saved recipes and the history as the browser keeps them now, read again whenever they
 * change here or in another tab; `problem` says in words why they cannot be read.
 */
export function useKeptRecipes() {
  const [saved, setSaved] = useState<KeptRecipe[]>([]);
  const [history, setHistory] = useState<KeptRecipe[]>([]);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let wanted = true;
    const read = () =>
      Promise.all([listSaved(), listHistory()]).then(
        ([savedNow, historyNow]) => {
          if (!wanted) return;
          setSaved(savedNow);
          setHistory(historyNow);
          setProblem(undefined);
        },
        (error: unknown) => {
          if (wanted) setProblem(storageProblem(error).message);
        },
      );
    void read();
    const unsubscribe = subscribeToRecipes(() => void read());
    return () => {
      wanted = false;
      unsubscribe();
    };
  }, []);

  return { saved, history, problem };
}
