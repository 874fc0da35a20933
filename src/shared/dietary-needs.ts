/**
 * The dietary needs a visitor can ask for, in the order the page shows them and a sentence names
 * them. What each one rules out is kitchen knowledge: `src/server/kitchen/dietary-needs.yaml`.
 */
export const dietaryNeeds = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'nut-free',
  'egg-free',
  'shellfish-free',
] as const;

export type DietaryNeed = (typeof dietaryNeeds)[number];

export function isDietaryNeed(value: unknown): value is DietaryNeed {
  return dietaryNeeds.includes(value as DietaryNeed);
}

/** How the page labels a need: 'Gluten-free'. */
export function dietaryNeedLabel(need: DietaryNeed): string {
  return need.charAt(0).toUpperCase() + need.slice(1);
}

/** The needs in their usual order, each once. */
export function inNeedOrder(needs: readonly DietaryNeed[]): DietaryNeed[] {
  return dietaryNeeds.filter((need) => needs.includes(need));
}
