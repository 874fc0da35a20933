import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  maxRecipeAttempt,
  type ApiError,
  type RecipeRequest,
  type RecipeSource,
} from '../../shared/recipe-api.ts';
import type { RecipeChecks } from '../../shared/recipe-checks.ts';
import type { DietaryNeed } from '../../shared/dietary-needs.ts';
import { newRecipeId, type KeptRecipe } from '../../shared/kept-recipe.ts';
import { RecipeRequestError, streamRecipe, type RecipeEvent } from '../stream-recipe.ts';
import { textHandOver } from './text-hand-over.ts';

/** `thinking`: a reasoning model is thinking before it writes (its thoughts are not sent). */
export type RecipeStatus = 'idle' | 'waiting' | 'thinking' | 'streaming' | 'done' | 'error';

export interface RecipeState {
  status: RecipeStatus;
  /** The recipe as written so far. */
  markdown: string;
  source: RecipeSource | undefined;
  /** The cookbook answered because the model failed. */
  fallback: boolean;
  error: ApiError | undefined;
  /** The recipe stopped before its end, by the visitor or by a failure. */
  cutOff: boolean;
  /** What the server found in the finished recipe; never for one cut off. */
  checks: RecipeChecks | undefined;
  /** What it was asked with, and when: what keeping it needs. Absent while idle. */
  origin: RecipeOrigin | undefined;
  /** Shown again from what the browser kept (opened, or reloaded), not written just now. */
  opened: boolean;
  /**
   * The recipe that was on screen when the next was asked for: it stays, in place, until the new
   * one's first words, and for good if the request fails or is cancelled before them.
   */
  previous: RecipeState | undefined;
}

export interface RecipeOrigin {
  id: string;
  ingredients: string[];
  dietaryNeeds: DietaryNeed[];
  /** ISO 8601 */
  date: string;
}

/** The recipe's state and what the page can do with it. */
export interface RecipeStream extends RecipeState {
  /** The state alone, without the functions: what Reset keeps for 'Undo' to `restore`. */
  state: RecipeState;
  request: (body: RecipeRequest) => Promise<void>;
  /** Sends the last request again, if there was one. */
  retry: () => Promise<void> | undefined;
  /** Asks for a different recipe than the last one for this list and these needs. */
  requestAnother: (ingredients: string[], dietaryNeeds?: DietaryNeed[]) => Promise<void>;
  /**
   * Asks the built-in cookbook for the last request's recipe instead of the AI chef, and for
   * every recipe after it, until `leaveCookbook`.
   */
  askCookbook: () => Promise<void> | undefined;
  /** The visitor chose the built-in cookbook: every request goes to it. */
  cookbookChosen: boolean;
  /** Requests go to the configured chef again. */
  leaveCookbook: () => void;
  /** Stops the recipe being written and keeps what was written so far. */
  stop: () => void;
  reset: () => void;
  /**
   * Puts back a recipe as it was before a Reset; one that was still coming is kept as stopped
   * there, as Stop keeps it, since its request was cancelled.
   */
  restore: (state: RecipeState) => void;
  /** Shows a kept recipe as it was kept, finished, with no request; one in flight is cancelled. */
  show: (recipe: KeptRecipe) => void;
}

type RecipeAction =
  | { type: 'requested'; origin: RecipeOrigin }
  | { type: 'shown'; recipe: KeptRecipe }
  | RecipeEvent
  | { type: 'failed'; error: ApiError }
  | { type: 'stopped' }
  | { type: 'reset' }
  | { type: 'restored'; state: RecipeState };

const startingState: RecipeState = {
  status: 'idle',
  markdown: '',
  source: undefined,
  fallback: false,
  error: undefined,
  cutOff: false,
  checks: undefined,
  origin: undefined,
  opened: false,
  previous: undefined,
};

/** The recipe as it stays on screen while another is asked for; one still coming is cut off. */
function keptOnScreen(state: RecipeState): RecipeState | undefined {
  if (state.markdown === '') return state.previous;
  const kept = { ...state, error: undefined, previous: undefined };
  return state.status === 'streaming' ? { ...kept, status: 'done', cutOff: true } : kept;
}

function recipeReducer(state: RecipeState, action: RecipeAction): RecipeState {
  switch (action.type) {
    case 'requested':
      return {
        ...startingState,
        status: 'waiting',
        origin: action.origin,
        previous: keptOnScreen(state),
      };
    case 'shown': {
      const { recipe } = action;
      return {
        ...startingState,
        status: 'done',
        markdown: recipe.markdown,
        source: recipe.source === 'file' ? undefined : recipe.source,
        checks: recipe.checks,
        origin: {
          id: recipe.id,
          ingredients: recipe.ingredients,
          dietaryNeeds: recipe.dietaryNeeds,
          date: recipe.date,
        },
        opened: true,
      };
    }
    case 'start':
      return { ...state, source: action.source, fallback: action.fallback };
    case 'thinking':
      return state.status === 'waiting' ? { ...state, status: 'thinking' } : state;
    case 'text-delta':
      return {
        ...state,
        status: 'streaming',
        markdown: state.markdown + action.text,
        previous: undefined,
      };
    case 'checks': {
      const { type: _type, ...checks } = action;
      return { ...state, checks };
    }
    case 'end':
      return { ...state, status: 'done' };
    case 'failed':
      return { ...state, status: 'error', error: action.error, cutOff: state.markdown !== '' };
    case 'stopped':
      if (state.markdown === '' && state.previous) return state.previous;
      return {
        ...state,
        status: state.markdown === '' ? 'idle' : 'done',
        cutOff: state.markdown !== '',
      };
    case 'reset':
      return startingState;
    case 'restored': {
      const { state: restored } = action;
      if (restored.status === 'streaming') return { ...restored, status: 'done', cutOff: true };
      if (restored.status === 'waiting' || restored.status === 'thinking')
        return restored.previous ?? startingState;
      return restored;
    }
  }
}

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** A request body, holding the dietary needs only when there are some. */
function withNeeds(ingredients: string[], dietaryNeeds: DietaryNeed[]): RecipeRequest {
  return dietaryNeeds.length > 0 ? { ingredients, dietaryNeeds } : { ingredients };
}

/**
 * Asks our server for a recipe and follows its stream. One request at a time: asking again,
 * stopping, resetting or unmounting cancels the one in flight, and nothing of it reaches the
 * state after.
 */
export function useRecipeStream(initial?: KeptRecipe): RecipeStream {
  const [state, dispatch] = useReducer(recipeReducer, initial, (recipe) =>
    recipe ? recipeReducer(startingState, { type: 'shown', recipe }) : startingState,
  );
  const current = useRef<AbortController | null>(null);
  const lastRequest = useRef<RecipeRequest | null>(null);
  const [cookbookChosen, setCookbookChosen] = useState(false);
  const cookbookChoice = useRef(false);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  /** `standIn`: the cookbook is asked in place of the AI chef, which has just failed. */
  const ask = useCallback(
    async (asked: RecipeRequest, standIn: boolean) => {
      cancel();
      const body: RecipeRequest = cookbookChoice.current ? { ...asked, chef: 'cookbook' } : asked;
      lastRequest.current = body;
      const controller = new AbortController();
      const { signal } = controller;
      current.current = controller;
      dispatch({
        type: 'requested',
        origin: {
          id: newRecipeId(),
          ingredients: body.ingredients,
          dietaryNeeds: body.dietaryNeeds ?? [],
          date: new Date().toISOString(),
        },
      });
      // Text is shown once a frame at most, not once a piece: see textHandOver. A frame may come
      // after the request was stopped: its text is not shown.
      const texts = textHandOver((text) => {
        if (!signal.aborted) dispatch({ type: 'text-delta', text });
      });
      try {
        for await (const event of streamRecipe(body, signal)) {
          if (signal.aborted) return;
          if (event.type === 'text-delta') {
            texts.add(event.text);
            continue;
          }
          texts.flush();
          // The cookbook asked by name otherwise (the visitor's choice, a dish from its list)
          // writes what was asked for, not a stand-in for an AI chef that was unavailable.
          const choseCookbook = event.type === 'start' && body.chef === 'cookbook' && !standIn;
          const action = choseCookbook ? { ...event, fallback: false } : event;
          // The checks and the end each render the whole recipe again, and now come right behind
          // its last text: as a transition, React renders that text first, in a task of its own,
          // so on a slow phone the two never make one long task.
          if (event.type === 'checks' || event.type === 'end')
            startTransition(() => dispatch(action));
          else dispatch(action);
        }
        texts.flush();
      } catch (error) {
        if (signal.aborted) return;
        if (!(error instanceof RecipeRequestError)) throw error;
        // The visitor sees the message; the console gets the details, once.
        console.error('The recipe request failed:', error);
        texts.flush();
        dispatch({ type: 'failed', error: error.apiError });
      } finally {
        // Stopped, reset or asked again: what was not shown yet stays unshown.
        texts.cancel();
        // However it ended, the request is over: this closes its connection.
        controller.abort();
        if (current.current === controller) current.current = null;
      }
    },
    [cancel],
  );
  const request = useCallback((asked: RecipeRequest) => ask(asked, false), [ask]);

  const retry = useCallback(() => {
    if (lastRequest.current) return request(lastRequest.current);
  }, [request]);

  const requestAnother = useCallback(
    (ingredients: string[], dietaryNeeds: DietaryNeed[] = []) => {
      const last = lastRequest.current;
      const same =
        last !== null &&
        sameItems(last.ingredients, ingredients) &&
        sameItems(last.dietaryNeeds ?? [], dietaryNeeds);
      if (!same) return request({ ...withNeeds(ingredients, dietaryNeeds), attempt: 1 });
      const attempt = ((last.attempt ?? 0) % maxRecipeAttempt) + 1;
      // The visitor who chose the cookbook stays with it for this list.
      return request({
        ...withNeeds(ingredients, dietaryNeeds),
        attempt,
        ...(last.chef ? { chef: last.chef } : {}),
      });
    },
    [request],
  );

  const askCookbook = useCallback(() => {
    cookbookChoice.current = true;
    setCookbookChosen(true);
    if (lastRequest.current) return ask(lastRequest.current, true);
  }, [ask]);

  const leaveCookbook = useCallback(() => {
    cookbookChoice.current = false;
    setCookbookChosen(false);
    // 'Get another recipe' goes to the AI chef too, not to the chef of the last request.
    if (lastRequest.current) {
      const { chef: _chef, ...toTheAiChef } = lastRequest.current;
      lastRequest.current = toTheAiChef;
    }
  }, []);

  const stop = useCallback(() => {
    cancel();
    dispatch({ type: 'stopped' });
  }, [cancel]);

  const reset = useCallback(() => {
    cancel();
    dispatch({ type: 'reset' });
  }, [cancel]);

  const restore = useCallback(
    (restored: RecipeState) => {
      cancel();
      dispatch({ type: 'restored', state: restored });
    },
    [cancel],
  );

  const show = useCallback(
    (recipe: KeptRecipe) => {
      cancel();
      dispatch({ type: 'shown', recipe });
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return {
    ...state,
    state,
    request,
    retry,
    requestAnother,
    askCookbook,
    cookbookChosen,
    leaveCookbook,
    stop,
    reset,
    restore,
    show,
  };
}
