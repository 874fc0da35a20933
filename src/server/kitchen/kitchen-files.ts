import { fileURLToPath } from 'node:url';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * The kitchen's knowledge files beside the catalogue, read from here when running from source
 * (tsx, Vitest); the build puts what they hold into `dist/server/server-data.json` instead.
 */
export const kitchenFiles = {
  allergens: here('./allergens.yaml'),
  dietaryNeeds: here('./dietary-needs.yaml'),
  foodSafety: here('./food-safety.yaml'),
  notFood: here('./not-food.yaml'),
  nutrition: here('./nutrition.yaml'),
} as const;
