/** Nouns whose plural is not made by adding s or es. */
const irregular: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
};
const singularOf = new Map(Object.entries(irregular).map(([one, many]) => [many, one]));

function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (/(?:s|x|z|ch|sh|[^aeiou]o)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function singular(word: string): string {
  const lower = word.toLowerCase();
  const irregularOne = singularOf.get(lower);
  if (irregularOne) return irregularOne;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh|[^aeiou]o)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The rest of a counted line with its noun agreeing with the new count: '2 eggs, beaten' for one
 * is 'egg, beaten', '1 medium onion' for two 'medium onions'. The noun is the last word before a
 * comma, a bracket or 'of' ('sprigs of thyme').
 */
export function agreeCountNoun(rest: string, wasMany: boolean, isMany: boolean): string {
  if (wasMany === isMany) return rest;
  const head = /^([^,(]*?)\b([A-Za-z]+)\b(?=\s*(?:,|\(|\bof\b|$))/.exec(rest);
  if (!head) return rest;
  const [whole, before = '', noun = ''] = head;
  const changed = isMany ? pluralOf(noun) : singular(noun);
  return `${before}${changed}${rest.slice(whole.length)}`;
}
