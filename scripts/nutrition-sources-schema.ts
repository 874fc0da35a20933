import type { FromSchema } from 'json-schema-to-ts';

const sourceEntrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ndb: {
      description: "USDA SR24's NDB number, leading zeros kept.",
      type: 'string',
      pattern: '^\\d{5}$',
    },
    nothing: { description: 'Counts for nothing: water, ice.', const: true },
    'piece-measure': {
      description: 'The USDA measure that is one piece.',
      type: 'string',
      minLength: 1,
    },
    'piece-grams': {
      description: 'The typical weight of one piece.',
      type: 'number',
      exclusiveMinimum: 0,
    },
    note: { description: 'Why this food, where it is not obvious.', type: 'string', minLength: 1 },
  },
  oneOf: [
    { required: ['ndb'], not: { required: ['nothing'] } },
    {
      required: ['nothing'],
      not: {
        anyOf: [
          { required: ['ndb'] },
          { required: ['piece-measure'] },
          { required: ['piece-grams'] },
        ],
      },
    },
  ],
  not: { required: ['piece-measure', 'piece-grams'] },
} as const;

/** `nutrition-sources.yaml`: for each catalogue id, the USDA food that stands for it. */
export const nutritionSourcesFileSchema = {
  type: 'object',
  additionalProperties: sourceEntrySchema,
} as const;

export type NutritionSource = FromSchema<typeof sourceEntrySchema>;
export type NutritionSourcesFile = Record<string, NutritionSource>;
