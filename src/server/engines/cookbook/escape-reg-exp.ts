/** Text to match as it is inside a regular expression: 'crème fraîche (full-fat)'. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
