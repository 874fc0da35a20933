import type { FromSchema } from 'json-schema-to-ts';

const nameList = {
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', pattern: "^[a-z][a-z' -]*[a-z]$" },
} as const;

const notFoodEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { description: 'What it is, after "is": "a household chemical".', type: 'string' },
    aliases: nameList,
    except: nameList,
  },
} as const;

/** `not-food.yaml`: each dangerous thing by its name. */
export const notFoodFileSchema = {
  type: 'object',
  propertyNames: { pattern: "^[a-z][a-z' -]*[a-z]$" },
  additionalProperties: notFoodEntrySchema,
} as const;

export type NotFoodFile = Record<string, FromSchema<typeof notFoodEntrySchema>>;
