import type { FromSchema } from 'json-schema-to-ts';

/** Each folder of `recipes/` and the category its recipes declare. */
export const recipeFolders = {
  breakfasts: 'breakfast',
  soups: 'soup',
  salads: 'salad',
  pasta: 'pasta',
  'rice-and-grains': 'rice and grains',
  noodles: 'noodles',
  curries: 'curry',
  'stews-and-braises': 'stew',
  'stir-fries': 'stir-fry',
  roasts: 'roast',
  'pies-and-bakes': 'pie',
  fish: 'fish',
  mains: 'main',
  'egg-dishes': 'eggs',
  sandwiches: 'sandwich',
  baking: 'baking',
  desserts: 'dessert',
  drinks: 'drink',
} as const;

export const recipeCategories = [
  'breakfast',
  'soup',
  'salad',
  'pasta',
  'rice and grains',
  'noodles',
  'curry',
  'stew',
  'stir-fry',
  'roast',
  'pie',
  'fish',
  'main',
  'eggs',
  'sandwich',
  'baking',
  'dessert',
  'drink',
] as const satisfies readonly (typeof recipeFolders)[keyof typeof recipeFolders][];

/** A recipe file's YAML front matter. The steps are the Markdown body. */
export const recipeFrontMatterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'category', 'cuisine', 'serves', 'minutes', 'ingredients'],
  properties: {
    title: { type: 'string', pattern: '^[A-Z0-9].*\\S$' },
    category: { type: 'string', enum: recipeCategories },
    cuisine: { type: 'string', pattern: '^[A-Z].*\\S$' },
    serves: { type: 'integer', minimum: 1, maximum: 24 },
    minutes: { type: 'integer', minimum: 1, maximum: 2880 },
    ingredients: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'line'],
        properties: {
          id: { type: 'string', minLength: 1 },
          line: { type: 'string', pattern: '^\\S(.*\\S)?$' },
          optional: { type: 'boolean', enum: [true] },
          'not-needed-with': {
            type: 'array',
            minItems: 1,
            items: { type: 'string', minLength: 1 },
          },
        },
      },
    },
  },
} as const;

export type RecipeFrontMatter = FromSchema<typeof recipeFrontMatterSchema>;
