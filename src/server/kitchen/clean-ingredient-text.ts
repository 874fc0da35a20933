/**
 * Cyrillic and Greek letters drawn like Latin ones, and the Latin letter each is taken for:
 * 'blеach' with a Cyrillic 'е' is bleach. Words in those scripts are folded the same way wherever
 * they are compared, so they still match each other. (Accented ones lose their accent first.)
 */
const lookAlikeLetters = 'авекмнорстухіјѕԁһӏԛԝαβεικνορτυχ';
const latinLetters = 'abekmhopctyxijsdhlqwabeikvoptux';
const lookAlike = new RegExp(`[${lookAlikeLetters}]`, 'gu');
const toLatin = (letter: string) => latinLetters[lookAlikeLetters.indexOf(letter)] ?? letter;

/**
 * Lowercase, accents off, look-alike letters folded, brackets dropped, invisible characters
 * removed (a zero-width space inside a word leaves one word), punctuation and emoji turned into
 * spaces.
 */
export function cleanIngredientText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{Mark}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(lookAlike, toLatin)
    .replace(/['’]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{Letter}\p{Number}½¼¾⅓]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
