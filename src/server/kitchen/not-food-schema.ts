import type { FromSchema } from 'json-schema-to-ts';

/** Lowercase words in any script: 'bleach', 'lejía', 'отбеливатель', '漂白剂'. */
const namePattern = "^[\\p{Ll}\\p{Lo}]([\\p{Ll}\\p{Lo}\\p{M}' -]*[\\p{Ll}\\p{Lo}])?$";

const nameList = {
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', pattern: namePattern },
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
  propertyNames: { pattern: namePattern },
  additionalProperties: notFoodEntrySchema,
} as const;

export type NotFoodFile = Record<string, FromSchema<typeof notFoodEntrySchema>>;
