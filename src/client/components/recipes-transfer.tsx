import { useState, type ChangeEvent } from 'react';
import type { KeptRecipe } from '../../shared/kept-recipe.ts';
import { downloadFile } from '../download-file.ts';
import { exportFileName, exportFileText, readRecipesFile } from '../recipes-file.ts';
import { importRecipes, storageProblem } from '../recipe-store.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an import did, in one sentence. */
function importedMessage(added: number, alreadySaved: number, leftOut: number) {
  const parts = [
    added > 0 ? `Imported ${plural(added, 'recipe', 'recipes')}` : 'Nothing new to import',
    alreadySaved > 0 &&
      `${plural(alreadySaved, 'recipe was', 'recipes were')} already saved and kept as they were`,
    leftOut > 0 && `${plural(leftOut, 'recipe', 'recipes')} in the file could not be read`,
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}

/** 'Export my recipes' to one file, and 'Import recipes' from ours or a recipe page. */
export function RecipesTransfer({ saved }: { saved: KeptRecipe[] }) {
  const [status, setStatus] = useState<string>();

  function exportAll() {
    downloadFile(exportFileName(), exportFileText(saved), 'application/json');
    setStatus(`Exported ${plural(saved.length, 'recipe', 'recipes')}`);
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const reading = await readRecipesFile(file);
    // The same file may be chosen again, after a fix.
    input.value = '';
    if ('problem' in reading) {
      setStatus(reading.problem);
      return;
    }
    try {
      const { added, alreadySaved } = await importRecipes(reading.recipes);
      setStatus(importedMessage(added, alreadySaved, reading.leftOut));
    } catch (error) {
      setStatus(storageProblem(error).message);
    }
  }

  return (
    <div className="recipes-transfer">
      {saved.length > 0 && (
        <button type="button" onClick={exportAll}>
          Export my recipes
        </button>
      )}
      <label className="file-button">
        Import recipes
        <input
          type="file"
          className="visually-hidden"
          accept=".json,.html,.htm,application/json,application/ld+json,text/html"
          onChange={(event) => void importFile(event)}
        />
      </label>
      <p aria-live="polite" className="kept-status">
        {status}
      </p>
    </div>
  );
}
