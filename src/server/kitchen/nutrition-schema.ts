import type { FromSchema } from 'json-schema-to-ts';

const amount = { type: 'number', minimum: 0 } as const;
const grams = { type: 'number', exclusiveMinimum: 0 } as const;

const foodEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ndb', 'description', 'per-100g', 'atwater', 'grams'],
  properties: {
    ndb: { description: "USDA SR24's NDB number.", type: 'string', pattern: '^\\d{5}$' },
    description: { description: "USDA's name for the food.", type: 'string', minLength: 1 },
    'per-100g': {
      description: 'kcal, and grams but for sodium in mg.',
      type: 'object',
      additionalProperties: false,
      required: [
        'kcal',
        'protein',
        'fat',
        'saturates',
        'carbohydrate',
        'sugars',
        'fibre',
        'sodium-mg',
      ],
      properties: {
        kcal: amount,
        protein: amount,
        fat: amount,
        saturates: amount,
        carbohydrate: amount,
        sugars: amount,
        fibre: amount,
        'sodium-mg': amount,
        alcohol: { description: 'Written only where there is some.', ...amount },
      },
    },
    atwater: {
      description: "The food's own energy factors, kcal per gram.",
      type: 'object',
      additionalProperties: false,
      required: ['protein', 'fat', 'carbohydrate'],
      properties: { protein: amount, fat: amount, carbohydrate: amount },
    },
    unlisted: {
      description: 'The per-100g values USDA does not list for the food, written as 0.',
      type: 'array',
      uniqueItems: true,
      items: {
        enum: [
          'kcal',
          'protein',
          'fat',
          'saturates',
          'carbohydrate',
          'sugars',
          'fibre',
          'sodium-mg',
        ],
      },
    },
    grams: {
      description: 'Grams per household measure, where known.',
      type: 'object',
      additionalProperties: false,
      properties: { cup: grams, tbsp: grams, tsp: grams, piece: grams },
    },
  },
} as const;

const nothingEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nothing'],
  properties: { nothing: { description: 'Counts for nothing: water, ice.', const: true } },
} as const;

/** `nutrition.yaml`: every catalogue id, with its USDA food or marked as counting for nothing. */
export const nutritionFileSchema = {
  type: 'object',
  additionalProperties: { oneOf: [foodEntrySchema, nothingEntrySchema] },
} as const;

export type FoodEntry = FromSchema<typeof foodEntrySchema>;
export type NutritionEntry = FoodEntry | FromSchema<typeof nothingEntrySchema>;
export type NutritionFile = Record<string, NutritionEntry>;
