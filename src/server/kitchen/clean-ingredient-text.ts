/**
 * Cyrillic and Greek letters drawn like Latin ones, and the Latin letter each is taken for:
 * 'blеach' with a Cyrillic 'е' is bleach. Words in those scripts are folded the same way wherever
 * they are compared, so they still match each other. (Accented ones lose their accent first.)
 */
const lookAlikeLetters = 'авекмнорстухіјѕԁһӏԛԝαβεικνορτυχ';
const latinLetters = 'abekmhopctyxijsdhlqwabeikvoptux';
const lookAlike = new RegExp(`[${lookAlikeLetters}]`, 'gu');
const toLatin = (letter: string) => latinLetters[lookAlikeLetters.indexOf(letter)] ?? letter;

/** Lowercase ASCII letters and digits, words parted by single spaces: what the cleaning gives. */
const alreadyClean = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * Lowercase, accents off, look-alike letters folded, brackets dropped, invisible characters
 * removed (a zero-width space inside a word leaves one word), punctuation and emoji turned into
 * spaces.
 */
export function cleanIngredientText(text: string): string {
  // Most of what visitors type ('beef mince') is clean already: the passes below would return it
  // as it is.
  if (alreadyClean.test(text)) return text;
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
