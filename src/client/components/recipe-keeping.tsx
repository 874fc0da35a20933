import { useState } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { downloadFile } from '../download-file.ts';
import { recipeFileName, recipePageHtml } from '../recipe-page.ts';
import { saveRecipe, storageProblem } from '../recipe-store.ts';

/** 'Save recipe' and 'Download recipe' under a finished recipe, each saying what it did. */
export function RecipeKeeping({ recipe }: { recipe: KeptRecipe }) {
  const [status, setStatus] = useState<string>();

  async function save() {
    try {
      await saveRecipe(recipe);
      setStatus('Recipe saved');
    } catch (error) {
      setStatus(storageProblem(error).message);
    }
  }

  function download() {
    const name = recipeFileName(recipe);
    downloadFile(name, recipePageHtml(recipe), 'text/html');
    setStatus(`Recipe downloaded as ${name}`);
  }

  return (
    <>
      <button type="button" onClick={() => void save()}>
        Save recipe
      </button>
      <button type="button" onClick={download}>
        Download recipe
      </button>
      <span role="status" className="copy-status keeping-status">
        {status}
      </span>
    </>
  );
}
