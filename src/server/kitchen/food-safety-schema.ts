import type { FromSchema } from 'json-schema-to-ts';
import type { FoodSafetyNote } from '../../shared/recipe-checks.ts';

const idPattern = '^[a-z]+(-[a-z]+)*$';

const noteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['food', 'advice', 'source', 'ingredients'],
  dependencies: { celsius: ['fahrenheit'], fahrenheit: ['celsius'] },
  properties: {
    food: { type: 'string', pattern: '^[A-Z]' },
    celsius: { type: 'integer', minimum: 0, maximum: 100 },
    fahrenheit: { type: 'integer', minimum: 32, maximum: 212 },
    advice: { type: 'string', pattern: '^[a-z]' },
    source: { type: 'string', pattern: idPattern },
    ingredients: { type: 'array', uniqueItems: true, items: { type: 'string' } },
  },
} as const;

/** `food-safety.yaml`: the cited sources, then the notes in the order the page shows them. */
export const foodSafetyFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sources', 'notes'],
  properties: {
    sources: {
      type: 'object',
      propertyNames: { pattern: idPattern },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'url'],
        properties: {
          name: { type: 'string', minLength: 1 },
          url: { type: 'string', pattern: '^https://' },
        },
      },
    },
    notes: {
      type: 'object',
      propertyNames: { pattern: idPattern },
      additionalProperties: noteSchema,
    },
  },
} as const;

export type FoodSafetyNoteEntry = FromSchema<typeof noteSchema>;

export interface FoodSafetyFile {
  sources: Record<string, FoodSafetyNote['source']>;
  notes: Record<string, FoodSafetyNoteEntry>;
}

/** Where a note's temperature goes in its advice: '74 °C (165 °F)'. */
export const temperaturePlaceholder = '{temperature}';
