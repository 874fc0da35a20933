import type { FromSchema } from 'json-schema-to-ts';

/** Bounds on what `POST /api/recipe` accepts; the page checks the same ones before sending. */
export const recipeLimits = {
  maxIngredients: 50,
  maxIngredientLength: 100,
  /** Bytes; the longest valid body is about 50 × (100 + 3) characters. */
  maxBodyBytes: 16 * 1024,
  /** How many times 'Get another recipe' may ask for a different one. */
  maxAttempt: 20,
} as const;

/**
 * The request body, as a JSON schema the server validates with (type coercion off) and the type
 * both sides use. An ingredient must hold something besides whitespace, as the spec's add step
 * guarantees; it is otherwise kept exactly as typed.
 */
export const recipeRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ingredients'],
  properties: {
    ingredients: {
      type: 'array',
      minItems: 1,
      maxItems: recipeLimits.maxIngredients,
      items: {
        type: 'string',
        minLength: 1,
        maxLength: recipeLimits.maxIngredientLength,
        pattern: '\\S',
      },
    },
    attempt: { type: 'integer', minimum: 0, maximum: recipeLimits.maxAttempt },
  },
} as const;

export type RecipeRequest = FromSchema<typeof recipeRequestSchema>;

/** Where a recipe came from: the AI model, or the cookbook built into the server. */
export type RecipeSource = 'model' | 'cookbook';

/** Every error the API answers with, as `{"error": {...}}`. */
export type ApiErrorCode =
  | 'bad-request'
  | 'body-too-large'
  | 'unsupported-media-type'
  | 'not-found'
  | 'rate-limited'
  | 'server-busy'
  | 'chef-unavailable'
  | 'chef-busy'
  | 'chef-timeout'
  | 'chef-misconfigured'
  | 'stream-broken'
  | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** Seconds the client should wait before trying again, when known. */
  retryAfterSeconds?: number;
}

export interface ApiErrorBody {
  error: ApiError;
}

/**
 * The events of the recipe stream (`text/event-stream`, one JSON event per `data:` line).
 * `start` comes first; `end` or `error` comes last.
 */
export type RecipeStreamEvent =
  | { type: 'start'; source: RecipeSource; fallback: boolean }
  | { type: 'text-delta'; text: string }
  | { type: 'error'; error: ApiError }
  | { type: 'end' };

export const recipePath = '/api/recipe';
