import type { FromSchema } from 'json-schema-to-ts';

/** The EU's 14 major allergens (Regulation (EU) No 1169/2011, Annex II), in its order. */
export const allergenIds = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type AllergenId = (typeof allergenIds)[number];

const allergenEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'short', 'ingredients'],
  properties: {
    name: { description: 'As the page names it.', type: 'string', minLength: 1 },
    short: { description: 'After "contains" in a clash.', type: 'string', minLength: 1 },
    ingredients: {
      description: 'The catalogue ids where we spot it, each named on its own.',
      type: 'array',
      uniqueItems: true,
      items: { type: 'string' },
    },
  },
} as const;

/** `allergens.yaml`: every allergen once, by its id. */
export const allergenFileSchema = {
  type: 'object',
  required: allergenIds,
  propertyNames: { enum: allergenIds },
  additionalProperties: allergenEntrySchema,
} as const;

export type AllergenFile = Record<AllergenId, FromSchema<typeof allergenEntrySchema>>;
