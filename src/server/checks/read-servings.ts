/** 'Serves 4', 'Serves: 4–6', 'Servings: 4', 'Yield: 4 servings', 'Makes 12', 'for 4 people'. */
const servingPatterns = [
  /\bserves\s*:?\s*(\d{1,2})\b/i,
  /\bservings?\s*:?\s*(\d{1,2})\b/i,
  /\b(\d{1,2})\s+(?:servings|portions)\b/i,
  /\byields?\s*:?\s*(\d{1,2})\b/i,
  /\bmakes\s*:?\s*(?:about\s+)?(\d{1,2})\b/i,
  /\bfor\s+(\d{1,2})\s+(?:people|persons|adults)\b/i,
];

/** How many a recipe says it serves, or undefined when it does not say. */
export function readServings(markdown: string): number | undefined {
  const text = markdown.replace(/[*_]/g, '');
  for (const pattern of servingPatterns) {
    const count = Number(pattern.exec(text)?.[1]);
    if (count >= 1) return count;
  }
  return undefined;
}

/** 'about 450 kcal per serving', '520 calories per portion'. */
const claimPattern =
  /\b(\d{2,4})\s*(?:kcal|calories|cals?)\b[^.\n]{0,20}?\b(?:per|a|each)\s+(?:serving|portion|person)\b/i;

/** The kcal a serving holds by the recipe's own words, if it says. */
export function readClaimedKcal(markdown: string): number | undefined {
  const kcal = Number(claimPattern.exec(markdown)?.[1]);
  return kcal > 0 ? kcal : undefined;
}
