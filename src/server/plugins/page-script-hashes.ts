/**
 * The page's one inline script (index.html: it marks a returning visitor before the first paint,
 * decision 014), allowed by its hash so that no other inline script may run. Its test says the
 * new hash when the script changes.
 */
export const pageScriptHashes = ["'sha256-s8Ghm0UkupJbTnR0lNx4RWn4L5EQmg8atwm3SWHqWzU='"];
