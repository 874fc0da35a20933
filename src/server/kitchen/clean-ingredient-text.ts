/** Lowercase, accents off, brackets dropped, punctuation and emoji turned into spaces. */
export function cleanIngredientText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{Letter}\p{Number}½¼¾⅓]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
