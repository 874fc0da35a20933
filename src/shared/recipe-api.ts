import type { FromSchema } from 'json-schema-to-ts';
import { dietaryNeeds } from './dietary-needs.ts';
import { ingredientTextPatterns } from './ingredient-text.ts';

/**
 * Bounds on what `POST /api/recipe` accepts. The server's configuration sets them
 * (`RECIPE_MAX_INGREDIENTS`, `RECIPE_MAX_INGREDIENT_LENGTH`) and answers them at
 * `GET /api/limits`, so the page checks the same ones before sending.
 */
export interface RecipeLimits {
  maxIngredients: number;
  /** In characters (code points), as JSON schema counts them. */
  maxIngredientLength: number;
}

export const defaultRecipeLimits: RecipeLimits = { maxIngredients: 50, maxIngredientLength: 100 };

/** How many times 'Get another recipe' may ask for a different one. */
export const maxRecipeAttempt = 20;

/**
 * The largest body a valid request can need, however its JSON is written: any character may take
 * 12 bytes, a character beyond the BMP escaped as two `\uXXXX` (as Python's `json.dumps` does),
 * and the rest of the body (keys, dietary needs, the attempt) fits in 2 KiB even escaped.
 */
export function maxRecipeBodyBytes(limits: RecipeLimits): number {
  return 2048 + limits.maxIngredients * (12 * limits.maxIngredientLength + 3);
}

/** The request body's shape, from which both sides take its type. */
const recipeRequestShape = {
  type: 'object',
  additionalProperties: false,
  required: ['ingredients'],
  properties: {
    ingredients: { type: 'array', items: { type: 'string' } },
    attempt: { type: 'integer' },
    /** Ask the cookbook built into the server, whoever the configured chef is. */
    chef: { type: 'string', enum: ['cookbook'] },
    /** What the recipe must suit: the model is asked for it, the cookbook chooses by it. */
    dietaryNeeds: {
      type: 'array',
      items: { type: 'string', enum: dietaryNeeds },
      uniqueItems: true,
      maxItems: dietaryNeeds.length,
    },
  },
} as const;

export type RecipeRequest = FromSchema<typeof recipeRequestShape>;

/**
 * The JSON schema the server validates the body with (type coercion off). An ingredient must
 * show something and hold no control or text-direction characters, as the page's add step
 * guarantees; it is otherwise kept exactly as typed.
 */
export function recipeRequestSchema(limits: RecipeLimits) {
  const { properties } = recipeRequestShape;
  return {
    ...recipeRequestShape,
    properties: {
      ingredients: {
        ...properties.ingredients,
        minItems: 1,
        maxItems: limits.maxIngredients,
        items: {
          ...properties.ingredients.items,
          minLength: 1,
          maxLength: limits.maxIngredientLength,
          allOf: [
            { pattern: ingredientTextPatterns.noForbiddenCharacters },
            { pattern: ingredientTextPatterns.somethingVisible },
          ],
        },
      },
      attempt: { ...properties.attempt, minimum: 0, maximum: maxRecipeAttempt },
      chef: properties.chef,
      dietaryNeeds: properties.dietaryNeeds,
    },
  };
}

/** Where a recipe came from: the AI model, or the cookbook built into the server. */
export type RecipeSource = 'model' | 'cookbook';

/** Every error the API answers with, as `{"error": {...}}`. */
export type ApiErrorCode =
  | 'bad-request'
  | 'not-food'
  | 'request-timeout'
  | 'body-too-large'
  | 'unsupported-media-type'
  | 'not-found'
  | 'rate-limited'
  | 'server-busy'
  | 'chef-unavailable'
  | 'chef-busy'
  | 'chef-budget-exhausted'
  | 'chef-timeout'
  | 'chef-misconfigured'
  | 'model-unavailable'
  | 'quota-exhausted'
  | 'stream-broken'
  | 'recipe-too-long'
  | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** Seconds the client should wait before trying again, when known. */
  retryAfterSeconds?: number;
  /** `false` when asking again will not help until the operator acts; absent, it may. */
  retryable?: boolean;
  /** The AI chef failed before writing anything: `"chef": "cookbook"` can answer instead. */
  cookbookAvailable?: boolean;
  /** The visitor's ingredients the error is about, exactly as sent (`not-food`). */
  ingredients?: string[];
}

export interface ApiErrorBody {
  error: ApiError;
}

export const recipePath = '/api/recipe';
export const recipeLimitsPath = '/api/limits';
