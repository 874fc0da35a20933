import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptRecipe } from '../shared/kept-recipe.ts';

/**
 * The recipes kept in this browser, in IndexedDB through `idb` (docs/decisions/010): the saved
 * ones and the last recipes written. Every change is told to this page's listeners and, through a
 * BroadcastChannel, to the page open in other tabs.
 */
interface RecipesDatabase extends DBSchema {
  saved: { key: string; value: KeptRecipe };
  history: { key: string; value: KeptRecipe; indexes: { date: string } };
}

export const databaseName = 'chef-claude';
/** Raised with each change of shape; `upgrade` brings each older version up one step at a time. */
const databaseVersion = 1;
/** How many recipes written the history keeps. */
export const historyLength = 30;

/** Why the browser would not keep a recipe, in words the visitor can act on. */
export class StorageProblem extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'full' | 'failed',
  ) {
    super(message);
    this.name = 'StorageProblem';
  }
}

const refusedMessage =
  'This browser is not letting the page keep recipes (a private window, or site data turned off). What is on screen stays until you leave; Download recipe still saves a copy.';
const fullMessage =
  'This browser’s storage for the page is full. Delete a saved recipe or clear the history to keep more; what is on screen stays.';

/** The browser's error as one the visitor can read. */
export function storageProblem(error: unknown): StorageProblem {
  if (error instanceof StorageProblem) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return new StorageProblem(fullMessage, 'full');
  if (['InvalidStateError', 'SecurityError', 'UnknownError', 'NotAllowedError'].includes(name))
    return new StorageProblem(refusedMessage, 'refused');
  return new StorageProblem(
    'The browser could not read or write the recipes it keeps. What is on screen stays.',
    'failed',
  );
}

let database: Promise<IDBPDatabase<RecipesDatabase>> | undefined;

function open(): Promise<IDBPDatabase<RecipesDatabase>> {
  if (typeof indexedDB === 'undefined')
    return Promise.reject(new StorageProblem(refusedMessage, 'refused'));
  database ??= openDB<RecipesDatabase>(databaseName, databaseVersion, {
    upgrade(db, oldVersion) {
      // Each step brings one version to the next; a new version adds a step below, never edits one.
      if (oldVersion < 1) {
        db.createObjectStore('saved', { keyPath: 'id' });
        db.createObjectStore('history', { keyPath: 'id' }).createIndex('date', 'date');
      }
    },
    blocking() {
      // A newer page (in another tab) needs to upgrade: let it, and open again when asked.
      void database?.then((db) => db.close());
      database = undefined;
    },
    terminated() {
      database = undefined;
    },
  }).catch((error: unknown) => {
    database = undefined;
    throw storageProblem(error);
  });
  return database;
}

/** Runs one piece of work on the database, every failure as a StorageProblem. */
async function withDatabase<T>(work: (db: IDBPDatabase<RecipesDatabase>) => Promise<T>) {
  try {
    return await work(await open());
  } catch (error) {
    throw storageProblem(error);
  }
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

/** Calls `listener` whenever kept recipes change, here or in another tab; returns the unsubscribe. */
export function subscribeToRecipes(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('chef-claude.recipes');
    channel.onmessage = () => listeners.forEach((each) => each());
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}

function changed() {
  listeners.forEach((listener) => listener());
  if (channel) channel.postMessage('changed');
  else if (typeof BroadcastChannel !== 'undefined') {
    // No listener here: other tabs still hear of it.
    const once = new BroadcastChannel('chef-claude.recipes');
    once.postMessage('changed');
    once.close();
  }
}

const newestFirst = (a: KeptRecipe, b: KeptRecipe) =>
  (b.savedAt ?? b.date).localeCompare(a.savedAt ?? a.date);

/** The saved recipes, favourites first, then newest first. */
export const listSaved = () =>
  withDatabase(async (db) =>
    (await db.getAll('saved')).sort(
      (a, b) => Number(b.favorite) - Number(a.favorite) || newestFirst(a, b),
    ),
  );

/** The last recipes written, newest first. */
export const listHistory = () =>
  withDatabase(async (db) => (await db.getAll('history')).sort(newestFirst));

/** Saves a recipe; saved again, it keeps its star and its place. */
export async function saveRecipe(recipe: KeptRecipe) {
  await withDatabase(async (db) => {
    const transaction = db.transaction('saved', 'readwrite');
    const before = await transaction.store.get(recipe.id);
    await transaction.store.put({
      ...recipe,
      favorite: before?.favorite ?? recipe.favorite,
      savedAt: before?.savedAt ?? new Date().toISOString(),
    });
    await transaction.done;
  });
  changed();
}

/** Deletes a saved recipe and gives it back, for Undo. */
export async function deleteRecipe(id: string) {
  const deleted = await withDatabase(async (db) => {
    const transaction = db.transaction('saved', 'readwrite');
    const recipe = await transaction.store.get(id);
    await transaction.store.delete(id);
    await transaction.done;
    return recipe;
  });
  changed();
  return deleted;
}

/** Puts a deleted recipe back as it was. */
export async function restoreRecipe(recipe: KeptRecipe) {
  await withDatabase((db) => db.put('saved', recipe));
  changed();
}

export async function setFavorite(id: string, favorite: boolean) {
  await withDatabase(async (db) => {
    const transaction = db.transaction('saved', 'readwrite');
    const recipe = await transaction.store.get(id);
    if (recipe) await transaction.store.put({ ...recipe, favorite });
    await transaction.done;
  });
  changed();
}

/** Keeps a recipe just written in the history, which holds the last `historyLength`. */
export async function addToHistory(recipe: KeptRecipe) {
  await withDatabase(async (db) => {
    const transaction = db.transaction('history', 'readwrite');
    const { savedAt: _savedAt, ...written } = recipe;
    await transaction.store.put({ ...written, favorite: false });
    const oldestFirst = await transaction.store.index('date').getAllKeys();
    for (const id of oldestFirst.slice(0, Math.max(0, oldestFirst.length - historyLength)))
      await transaction.store.delete(id);
    await transaction.done;
  });
  changed();
}

export async function clearHistory() {
  await withDatabase((db) => db.clear('history'));
  changed();
}

/**
 * Adds recipes to the saved ones, never replacing one: a recipe already saved (the same id, or
 * the same text) is kept once, as it was.
 */
export async function importRecipes(recipes: readonly KeptRecipe[]) {
  const counts = await withDatabase(async (db) => {
    const transaction = db.transaction('saved', 'readwrite');
    const saved = await transaction.store.getAll();
    const ids = new Set(saved.map((recipe) => recipe.id));
    const texts = new Set(saved.map((recipe) => recipe.markdown));
    let added = 0;
    for (const recipe of recipes) {
      if (ids.has(recipe.id) || texts.has(recipe.markdown)) continue;
      ids.add(recipe.id);
      texts.add(recipe.markdown);
      await transaction.store.add({ ...recipe, savedAt: recipe.savedAt ?? recipe.date });
      added += 1;
    }
    await transaction.done;
    return { added, alreadySaved: recipes.length - added };
  });
  if (counts.added > 0) changed();
  return counts;
}
