import type { FromSchema } from 'json-schema-to-ts';
import { dietaryNeeds, type DietaryNeed } from '../../shared/dietary-needs.ts';
import { allergenIds } from './allergen-schema.ts';
import type { Diet } from './ingredient.ts';
import { ingredientEntrySchema } from './ingredient-schema.ts';

/** The catalogue's diets, from the least an ingredient asks of a diet to the most. */
export const diets = ingredientEntrySchema.properties.diet.enum;

const needSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['words'],
  properties: {
    'rules-out-allergens': {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: allergenIds },
    },
    'rules-out-diets': { type: 'array', uniqueItems: true, items: { type: 'string', enum: diets } },
    'rules-out-ingredients': {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ids', 'reason'],
        properties: {
          ids: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string' } },
          /** After the ingredient, as the intro and the checks say it: 'is made with animal rennet'. */
          reason: { type: 'string', minLength: 1 },
          /** The catalogue id of what a dish for the need uses in its place. */
          instead: { type: 'string', minLength: 1 },
        },
      },
    },
    words: { type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 } },
  },
} as const;

/** `dietary-needs.yaml`: every need the API knows, and how a clash with a diet is worded. */
export const dietaryNeedFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['needs', 'diets'],
  properties: {
    needs: {
      type: 'object',
      required: dietaryNeeds,
      propertyNames: { enum: dietaryNeeds },
      additionalProperties: needSchema,
    },
    diets: {
      type: 'object',
      required: ['meat', 'fish', 'vegetarian'],
      propertyNames: { enum: diets },
      additionalProperties: { type: 'string', minLength: 1 },
    },
  },
} as const;

export interface DietaryNeedFile {
  needs: Record<DietaryNeed, FromSchema<typeof needSchema>>;
  diets: Partial<Record<Diet, string>>;
}
